import { css } from '@/styles/css';
import { colors, fontSize, radius, space } from '@/styles/theme';

export const summaryStep = {
  header: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: space.sm,
  }),
  // Doubled, to win over the list's `dd` rule whichever stylesheet comes first.
  payable: css({ '&& dd': { color: colors.primary, fontSize: fontSize.lg } }),
  note: css({
    fontSize: fontSize.sm,
    color: colors.ink,
    paddingLeft: space.sm,
    borderLeft: `3px solid ${colors.accent}`,
  }),
  question: css({
    display: 'grid',
    gap: space.sm,
    padding: space.md,
    borderRadius: radius.md,
    border: `1px solid ${colors.accent}`,
    background: colors.accentTint,
    '&:focus': { outline: 'none' },
  }),
  questionText: css({ fontWeight: 700 }),
};
