import { css } from '@/styles/css';
import { colors, focusRing, fontSize, motion, mq, space } from '@/styles/theme';
import { choiceSurface, control, label, oneLineTab, tabGrid, twoLineTab } from '../form-controls';

export const serviceMenu = {
  menu: css({ display: 'grid', gap: space.md }),
  field: css({ display: 'grid', gap: space.xs, [mq.noScript]: { display: 'none' } }),
  label: css(label),
  search: css(control),
  empty: css({ color: colors.muted }),
  list: css(tabGrid),
  tab: css({
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    width: '100%',
    minHeight: twoLineTab,
    padding: `${space.sm} ${space.md}`,
    ...choiceSurface,
    textAlign: 'left',
    transition: `background ${motion.fast}, border-color ${motion.fast}`,
    '&:hover': { borderColor: colors.primary },
    '&[aria-selected="true"]': { background: colors.primary, borderColor: colors.primary, color: colors.white },
    '&:focus-visible': focusRing,
    [mq.md]: { fontSize: fontSize.md },
    ...oneLineTab,
    svg: { flexShrink: 0 },
  }),
};
