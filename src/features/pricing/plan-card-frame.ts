import { colors, mq, radius, shadow, space } from '@/styles/theme';

/**
 * The plan card's frame, shared by the card and its loading skeleton. A highlighted card (`data-highlighted="true"`) shows it by its border and shadow, not by lifting out of line.
 * Its five parts (name, price, fee, button, features) sit on the grid's rows, so a price that wraps in one card (a phone still on the fallback font) moves every card's button alike.
 */
export const planCardFrame = {
  position: 'relative',
  display: 'grid',
  gridRow: 'span 5',
  gridTemplateRows: 'subgrid',
  rowGap: space.md,
  padding: space.lg,
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.border}`,
  boxShadow: shadow.card,
  transition: 'box-shadow 200ms ease-out, border-color 200ms ease-out',
  [mq.reducedMotion]: { transition: 'none' },
  '&[data-highlighted="true"]': { borderColor: colors.primary, boxShadow: shadow.raised },
} as const;
