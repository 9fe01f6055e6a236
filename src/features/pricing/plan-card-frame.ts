import { colors, mq, radius, shadow, space } from '@/styles/theme';

/** The plan card's frame, shared by the card and its loading skeleton. A highlighted card (`data-highlighted="true"`) shows it by its border and shadow, not by lifting out of line. */
export const planCardFrame = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.border}`,
  boxShadow: shadow.card,
  transition: 'box-shadow 200ms ease-out, border-color 200ms ease-out',
  [mq.reducedMotion]: { transition: 'none' },
  '&[data-highlighted="true"]': { borderColor: colors.primary, boxShadow: shadow.raised },
} as const;
