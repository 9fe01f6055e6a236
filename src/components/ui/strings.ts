/** The kit's own words: what a rich text callout says before its text, so its tone is not told by colour alone. */
export const UI_TEXT = {
  calloutTip: 'Tip',
  calloutImportant: 'Important',
} as const;
