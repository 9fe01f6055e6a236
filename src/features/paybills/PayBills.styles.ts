import { css } from '@/styles/css';
import { colors, fontSize, layout, mq, radius, space } from '@/styles/theme';
import { frameCard } from './form-controls';

export const payBills = {
  layout: css({
    display: 'grid',
    gap: space.lg,
    alignItems: 'start',
    paddingBlock: `${space.sm} ${space.section}`,
    gridTemplateAreas: '"menu" "panel" "payments"',
    [mq.lg]: {
      gridTemplateColumns: '300px minmax(0, 1fr)',
      gridTemplateAreas: '"menu panel" "payments panel"',
      gridTemplateRows: 'auto 1fr',
      gap: space.xl,
    },
  }),
  menuCard: css([frameCard, { gridArea: 'menu' }]),
  paymentsCard: css([
    frameCard,
    { gridArea: 'payments', display: 'grid', gap: space.lg, alignContent: 'start', alignSelf: 'start' },
  ]),
  // About as tall as Your payments' empty state: a wide screen's footer starts below the fold instead of moving down.
  paymentsPlaceholder: css([
    frameCard,
    { gridArea: 'payments', minHeight: '28rem', [mq.noScript]: { display: 'none' } },
  ]),
  menuHeader: css({ marginBottom: space.md }),
  menuTitle: css({ fontSize: fontSize.lg, fontWeight: 800, color: colors.ink }),
  menuSubtitle: css({ color: colors.muted, marginTop: space.xs }),
  panelCard: css([
    frameCard,
    { gridArea: 'panel', minHeight: '320px', display: 'grid', gap: space.lg, alignContent: 'start' },
  ]),
  // Focused when a tap brings the form into view: clear of the sticky header above it.
  panelTitle: css({
    fontSize: fontSize.xl,
    fontWeight: 800,
    color: colors.ink,
    scrollMarginTop: `calc(${layout.headerHeight} + ${space.lg})`,
    '&:focus': { outline: 'none' },
  }),
  loadError: css({
    padding: space.md,
    borderRadius: radius.md,
    background: colors.dangerTint,
    color: colors.danger,
    fontWeight: 600,
  }),
  noScript: css({
    padding: space.md,
    borderRadius: radius.md,
    background: colors.surface,
    border: `1px solid ${colors.border}`,
    color: colors.ink,
    fontWeight: 600,
  }),
  sandboxNote: css({
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.md,
    background: colors.accentTint,
    color: colors.ink,
    border: `1px solid ${colors.accent}`,
    fontSize: fontSize.sm,
  }),
};
