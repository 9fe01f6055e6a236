import { classes } from '@/styles/css';
import { colors, focusRing, fontSize, motion, mq, space } from '@/styles/theme';
import { choiceSurface, control, label, oneLineTab, tabGrid, twoLineTab, withoutScripts } from './form-controls';

/** The service menu: its search box and the service tabs. */
export const serviceMenu = classes({
  menu: { display: 'grid', gap: space.md },
  field: { display: 'grid', gap: space.xs, [withoutScripts]: { display: 'none' } },
  label,
  search: control,
  empty: { color: colors.muted },
  list: tabGrid,
  tab: {
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
  },
});
