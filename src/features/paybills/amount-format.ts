/** Full-width digits (a phone keyboard in another script), which the field takes as 0-9. */
const FULL_WIDTH_DIGITS = Array.from({ length: 10 }, (_, digit) => String.fromCodePoint(0xff10 + digit));

/** A sign and a decimal point are let through on purpose: customer-input.ts then says what is wrong rather than let a character vanish. */
export const AMOUNT_FORMAT = { thousandSeparator: ',', decimalSeparator: '.', allowNegative: true, customNumerals: FULL_WIDTH_DIGITS } as const;

/** What the field keeps of typed or pasted text: digits (full-width ones too), a sign, a point, the grouping; a leading naira sign is the payer's way of writing an amount. */
const TAKEN = /^[\d\uff10-\uff19,.\s+\-\u2212]*$/;
const NAIRA_MARK = /^\s*(?:₦|NGN|N)\s*/i;

/** Whether the field would drop some of `text` in silence (letters, other scripts' digits): the payer is then told in words. */
export function droppedByAmountField(text: string): boolean {
  return !TAKEN.test(text.replace(NAIRA_MARK, ''));
}
