import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, plainList, radius, space } from '@/styles/theme';
import { paymentsSection, paymentsTitle } from '../form-controls';

const smallAction = {
  minWidth: layout.tapTarget,
  minHeight: layout.tapTarget,
  padding: `0 ${space.sm}`,
  background: 'none',
  border: 'none',
  fontWeight: 700,
  fontSize: fontSize.sm,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;

export const recentPayments = {
  section: css(paymentsSection),
  title: css([paymentsTitle, { '&:focus': { outline: 'none' } }]),
  list: css({ display: 'grid', gap: space.xs, ...plainList }),
  item: css({
    display: 'grid',
    borderRadius: radius.md,
    border: `1px solid ${colors.border}`,
    background: colors.white,
  }),
  open: css({
    minWidth: 0,
    minHeight: layout.tapTarget,
    display: 'grid',
    gap: '2px',
    padding: `${space.xs} ${space.sm}`,
    textAlign: 'left',
    background: 'none',
    border: 'none',
    borderRadius: `${radius.md} ${radius.md} 0 0`,
    cursor: 'pointer',
    color: colors.ink,
    font: 'inherit',
    '&:hover': { background: colors.surface },
    '&:focus-visible': focusRing,
  }),
  product: css({ fontWeight: 700, overflowWrap: 'break-word' }),
  money: css({ whiteSpace: 'nowrap' }),
  meta: css({ fontSize: fontSize.sm, color: colors.muted }),
  actions: css({ display: 'flex', justifyContent: 'flex-end', borderTop: `1px dashed ${colors.border}` }),
  action: css([smallAction, { color: colors.primary, '&:hover': { background: colors.primaryTint } }]),
  remove: css([smallAction, { color: colors.danger, '&:hover': { background: colors.dangerTint } }]),
  // In place (empty, out of the layout) before it speaks, so that a screen reader hears the removal.
  removed: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.xs,
    fontSize: fontSize.sm,
    '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
  }),
};
