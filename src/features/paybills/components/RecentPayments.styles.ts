import { classes } from '@/styles/css';
import { colors, focusRing, fontSize, layout, radius, space } from '@/styles/theme';
import { paymentsSection, paymentsTitle } from './form-controls';

export const recentPayments = classes({
  section: paymentsSection,
  title: paymentsTitle,
  list: { display: 'grid', gap: space.xs, listStyle: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'stretch', gap: space.xs, borderRadius: radius.md, border: `1px solid ${colors.border}`, background: colors.white },
  open: {
    flex: 1,
    minWidth: 0,
    minHeight: layout.tapTarget,
    display: 'grid',
    gap: '2px',
    padding: `${space.xs} ${space.sm}`,
    textAlign: 'left',
    background: 'none',
    border: 'none',
    borderRadius: radius.md,
    cursor: 'pointer',
    color: colors.ink,
    font: 'inherit',
    '&:hover': { background: colors.surface },
    '&:focus-visible': focusRing,
  },
  product: { fontWeight: 700, overflowWrap: 'anywhere' },
  meta: { fontSize: fontSize.sm, color: colors.muted },
  remove: {
    minWidth: layout.tapTarget,
    minHeight: layout.tapTarget,
    padding: `0 ${space.sm}`,
    background: 'none',
    border: 'none',
    borderLeft: `1px solid ${colors.border}`,
    color: colors.danger,
    fontWeight: 700,
    fontSize: fontSize.sm,
    cursor: 'pointer',
    '&:hover': { background: colors.dangerTint },
    '&:focus-visible': focusRing,
  },
});
