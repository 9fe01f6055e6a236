import { buttonStyles } from '@/components/ui/button-styles';
import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space } from '@/styles/theme';
import { choiceSurface, controlStyle, labelStyle, type PaymentFormClassNames } from './payment-form-styles';

const pulse = {
  animation: 'paybills-placeholder-pulse 1.2s ease-in-out infinite',
  '@keyframes paybills-placeholder-pulse': { '50%': { opacity: 0.5 } },
  [mq.reducedMotion]: { animation: 'none' },
};

const card = css({ background: colors.white, borderRadius: radius.lg, boxShadow: shadow.card, border: `1px solid ${colors.border}`, padding: space.md, [mq.md]: { padding: space.lg } });

/** The looks of the pay-bills frame: the menu card, the panel card and their loading and error states. */
export const payBillsParts = {
  layout: css({
    display: 'grid',
    gap: space.lg,
    alignItems: 'start',
    paddingBlock: `${space.sm} ${space.section}`,
    // Phones: menu, form, then the payer's payments; wide screens: menu and payments beside the form.
    gridTemplateAreas: '"menu" "panel" "payments"',
    [mq.lg]: { gridTemplateColumns: '300px minmax(0, 1fr)', gridTemplateAreas: '"menu panel" "payments panel"', gridTemplateRows: 'auto 1fr', gap: space.xl },
  }),
  menuCard: css(card, { gridArea: 'menu' }),
  paymentsCard: css(card, { gridArea: 'payments', display: 'grid', gap: space.lg, alignContent: 'start', alignSelf: 'start' }),
  menuHeader: css({ marginBottom: space.md }),
  menuTitle: css({ fontSize: fontSize.lg, fontWeight: 800, color: colors.ink }),
  menuSubtitle: css({ color: colors.muted, marginTop: space.xs }),
  panelCard: css(card, { gridArea: 'panel', minHeight: '320px', display: 'grid', gap: space.lg, alignContent: 'start' }),
  // Focused when a tap brings the form into view: clear of the sticky header above it.
  panelTitle: css({ fontSize: fontSize.xl, fontWeight: 800, color: colors.ink, scrollMarginTop: `calc(${layout.headerHeight} + ${space.lg})`, '&:focus': { outline: 'none' } }),
  loadError: css({ padding: space.md, borderRadius: radius.md, background: colors.dangerTint, color: colors.danger, fontWeight: 600 }),
  retry: buttonStyles(),
  sandboxNote: css({ padding: `${space.sm} ${space.md}`, borderRadius: radius.md, background: colors.accentTint, color: colors.ink, border: `1px solid ${colors.accent}`, fontSize: fontSize.sm }),
  formPlaceholder: css({ display: 'grid', gap: space.sm }),
  placeholderBar: css({ height: layout.tapTarget, borderRadius: radius.md, background: colors.surface, ...pulse }),
};

// Two side by side, a tab has room for a two-line name ("Electricity Payment"); in the one-column menu
// beside the form every name fits on one line. Placeholders take the same height while the list loads.
const tabHeight = { [mq.lg]: { minHeight: layout.tapTarget } };
const twoLineTab = '4rem';

/** The looks of the service menu: its search box and the service tabs. */
export const serviceMenuParts = {
  menu: css({ display: 'grid', gap: space.md }),
  field: css({ display: 'grid', gap: space.xs }),
  label: labelStyle,
  search: controlStyle,
  empty: css({ color: colors.muted }),
  list: css({
    display: 'grid',
    gap: space.sm,
    // Two tabs side by side where both names fit ("Data Subscription" at 390 px), one above the other below.
    gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
    [mq.lg]: { gridTemplateColumns: '1fr' },
  }),
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
    ...tabHeight,
    svg: { flexShrink: 0 },
  }),
  tabPlaceholder: css({
    minHeight: twoLineTab,
    borderRadius: radius.md,
    background: colors.surface,
    ...pulse,
    ...tabHeight,
  }),
};

/** The class names of the parts above and of the forms, as the pay-bills page hands them to its island. */
export type PayBillsClassNames = PaymentFormClassNames & {
  payBills: Record<keyof typeof payBillsParts, string>;
  menu: Record<keyof typeof serviceMenuParts, string>;
};
