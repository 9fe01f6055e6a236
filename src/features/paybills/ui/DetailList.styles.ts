import { css } from '@/styles/css';
import { colors, space } from '@/styles/theme';

export const detailList = {
  list: css({
    display: 'grid',
    gap: 0,
    margin: 0,
    '& > div': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: space.md,
      padding: `${space.sm} 0`,
      borderBottom: `1px dashed ${colors.border}`,
    },
    '& > div:last-of-type': { borderBottom: 'none' },
    dt: { color: colors.muted },
    dd: { margin: 0, fontWeight: 700, color: colors.ink, textAlign: 'right', overflowWrap: 'anywhere' },
  }),
  // An amount never breaks inside its digits (`N250,100.` / `00`): its label wraps instead.
  amount: css({ whiteSpace: 'nowrap' }),
  // Breaks only at the <wbr> between groups of four (the list's dd otherwise breaks anywhere).
  grouped: css({ '&&': { overflowWrap: 'normal', wordBreak: 'normal' }, fontVariantNumeric: 'tabular-nums' }),
};
