import { buttonStyles } from '@/components/ui/button-styles';
import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, motion, mq, radius, space, translucent } from '@/styles/theme';

/**
 * The looks of the pay-bills forms (the electricity steps, top-ups, TV, payment progress and the
 * receipt), by component. The page styles them on the server with its frame (paybills-styles.ts),
 * so the forms, which load once a service is chosen, carry class names and no styling code.
 */

export const labelStyle = css({ fontWeight: 700, fontSize: fontSize.sm, color: colors.ink });

export const controlStyle = css({
  width: '100%',
  minHeight: layout.tapTarget,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  background: colors.white,
  color: colors.ink,
  fontSize: fontSize.md,
  fontFamily: 'inherit',
  transition: `border-color ${motion.fast}, box-shadow ${motion.fast}`,
  '&::placeholder': { color: colors.muted, opacity: 1 },
  '&:hover:not(:disabled)': { borderColor: colors.muted },
  '&:focus-visible': { ...focusRing, borderColor: colors.primary },
  '&:disabled': { background: colors.surface, cursor: 'not-allowed' },
});

/** The surface of a button chosen from a set: a service tab, a distributor tile, a data period. */
export const choiceSurface = {
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  background: colors.white,
  color: colors.ink,
  fontFamily: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
} as const;

const fieldError = css({ color: colors.danger, fontSize: fontSize.sm, fontWeight: 600 });

const sectionCard = css({
  display: 'grid',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  background: colors.white,
  [mq.md]: { padding: space.lg },
});

// Headings that take focus scroll clear of the sticky site header.
const stepTitle = css({ fontSize: fontSize.lg, fontWeight: 800, color: colors.ink, scrollMarginTop: `calc(${layout.headerHeight} + ${space.lg})`, '&:focus': { outline: 'none' } });

const plainFieldset = { border: 'none', padding: 0, margin: 0 } as const;

/** A distributor's monogram badge; its colour is the distributor's, set on the element. */
const badge = (size: number) =>
  css({
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: size,
    height: size,
    paddingInline: Math.round(size / 8),
    flexShrink: 0,
    borderRadius: radius.md,
    color: colors.white,
    fontWeight: 800,
    fontSize: Math.round(size / 4.2),
    letterSpacing: '0.02em',
    boxShadow: `inset 0 -4px 0 ${translucent.bevel}`,
  });

export const paymentFormParts = {
  /** What every form is built from: cards, step headings, fields, rows of buttons, summary lists. */
  form: {
    steps: css({ display: 'grid', gap: space.lg }),
    // The frame the loading overlay covers.
    stepsFrame: css({ position: 'relative', display: 'grid', gap: space.lg }),
    sectionCard,
    stepTitle,
    field: css({ display: 'grid', gap: space.xs }),
    label: labelStyle,
    control: controlStyle,
    fieldError,
    hint: css({ color: colors.muted, fontSize: fontSize.sm }),
    actionsRow: css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' }),
    twoColumns: css({ display: 'grid', gap: space.md, [mq.md]: { gridTemplateColumns: '1fr 1fr' } }),
    definitionList: css({
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
  },
  buttons: {
    primary: buttonStyles(),
    primaryLarge: buttonStyles('primary', 'lg'),
    secondary: buttonStyles('secondary'),
    ghost: buttonStyles('ghost'),
  },
  meter: {
    form: css({ display: 'grid', gap: space.md }),
    row: css({ display: 'grid', gap: space.sm, [mq.sm]: { gridTemplateColumns: '1fr auto', alignItems: 'end' } }),
  },
  distributors: {
    section: css({ display: 'grid', gap: space.md }),
    meterTypes: css({ ...plainFieldset, display: 'flex', flexWrap: 'wrap', gap: space.sm }),
    legend: css({ fontWeight: 700, fontSize: fontSize.sm, marginBottom: space.sm, padding: 0 }),
    meterType: css({
      display: 'inline-flex',
      alignItems: 'center',
      gap: space.sm,
      minHeight: layout.tapTarget,
      padding: `0 ${space.md}`,
      border: `1px solid ${colors.border}`,
      borderRadius: radius.pill,
      cursor: 'pointer',
      fontWeight: 600,
      '&:has(input:checked)': { borderColor: colors.primary, background: colors.primaryTint, color: colors.primaryDark },
      '&:has(input:focus-visible)': focusRing,
      input: { width: 18, height: 18, accentColor: colors.primary, margin: 0 },
    }),
    grid: css({
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'grid',
      gap: space.sm,
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    }),
    tile: css({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: space.sm,
      width: '100%',
      minHeight: '112px',
      padding: space.md,
      ...choiceSurface,
      textAlign: 'center',
      transition: `border-color ${motion.fast}, box-shadow ${motion.fast}, transform ${motion.fast}`,
      '&:hover:not(:disabled)': { borderColor: colors.primary, boxShadow: `0 6px 16px ${translucent.primaryGlow}`, transform: 'translateY(-1px)' },
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      [mq.reducedMotion]: { '&:hover:not(:disabled)': { transform: 'none' } },
    }),
    loading: css({ display: 'flex', alignItems: 'center', gap: space.sm, color: colors.muted }),
  },
  provider: {
    name: css({ display: 'inline-flex', alignItems: 'center', gap: space.sm }),
    badge: badge(48),
    smallBadge: badge(32),
  },
  summary: {
    header: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: space.sm }),
    payable: css({ '& dd': { color: colors.primary, fontSize: fontSize.lg } }),
  },
  topUp: {
    periods: css({ ...plainFieldset, display: 'grid', gap: space.sm }),
    periodsLegend: css(labelStyle, { padding: 0, marginBottom: space.sm }),
    periodList: css({ ...plainFieldset, display: 'flex', flexWrap: 'wrap', gap: space.sm }),
    period: css({
      minHeight: layout.tapTarget,
      padding: `0 ${space.md}`,
      ...choiceSurface,
      borderRadius: radius.pill,
      '&[aria-pressed="true"]': { borderColor: colors.primary, background: colors.primaryTint, color: colors.primaryDark },
      '&:focus-visible': focusRing,
    }),
  },
  errorBanner: {
    banner: css({
      display: 'flex',
      alignItems: 'flex-start',
      gap: space.sm,
      padding: `${space.sm} ${space.sm} ${space.sm} ${space.md}`,
      borderRadius: radius.md,
      border: `1px solid ${colors.danger}`,
      background: colors.dangerTint,
      color: colors.danger,
      fontWeight: 600,
      scrollMarginTop: `calc(${layout.headerHeight} + ${space.md})`,
      '&:focus-visible': focusRing,
    }),
    text: css({ flex: 1, paddingBlock: '10px' }),
    close: css({
      display: 'grid',
      placeItems: 'center',
      width: layout.tapTarget,
      height: layout.tapTarget,
      flexShrink: 0,
      border: 'none',
      borderRadius: radius.pill,
      background: 'transparent',
      color: colors.danger,
      fontSize: fontSize.xl,
      lineHeight: 1,
      cursor: 'pointer',
      '&:hover': { background: colors.white },
      '&:focus-visible': focusRing,
    }),
  },
  loadingOverlay: {
    overlay: css({
      position: 'absolute',
      inset: 0,
      zIndex: 2,
      display: 'grid',
      placeItems: 'center',
      borderRadius: radius.lg,
      background: translucent.busy,
      animation: 'paybills-overlay-fade-in 200ms ease-out',
      '@keyframes paybills-overlay-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
      [mq.reducedMotion]: { animation: 'none' },
    }),
    box: css({ display: 'flex', alignItems: 'center', gap: space.sm, color: colors.primary, fontWeight: 700 }),
  },
  progress: {
    waitingCard: css(sectionCard, { borderColor: colors.accent, background: colors.accentTint }),
    failedCard: css(sectionCard, { borderColor: colors.danger, background: colors.dangerTint }),
    detail: css({ color: colors.ink, lineHeight: 1.5 }),
    statusLine: css({ display: 'flex', alignItems: 'center', gap: space.sm, padding: space.sm, borderRadius: radius.sm, color: colors.ink }),
  },
  payments: {
    section: css({ display: 'grid', gap: space.sm, alignContent: 'start' }),
    title: css({ fontSize: fontSize.md, fontWeight: 800, color: colors.ink }),
    list: css({ display: 'grid', gap: space.xs, listStyle: 'none', margin: 0, padding: 0 }),
    item: css({ display: 'flex', alignItems: 'stretch', gap: space.xs, borderRadius: radius.md, border: `1px solid ${colors.border}`, background: colors.white }),
    open: css({
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
    }),
    product: css({ fontWeight: 700, overflowWrap: 'anywhere' }),
    meta: css({ fontSize: fontSize.sm, color: colors.muted }),
    remove: css({
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
    }),
  },
  receipt: {
    card: css(sectionCard, { borderColor: colors.success }),
    title: css(stepTitle, { color: colors.success }),
    tokenBox: css({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: space.sm,
      padding: space.md,
      borderRadius: radius.md,
      background: colors.successTint,
    }),
    tokenLabel: css({ fontSize: fontSize.sm, color: colors.muted, fontWeight: 700 }),
    token: css({ fontSize: fontSize.xl, fontWeight: 800, letterSpacing: '0.04em', color: colors.ink, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
    // Breaks only at the <wbr> between groups of four (the list's dd otherwise breaks anywhere).
    groupedValue: css({ '&&': { overflowWrap: 'normal', wordBreak: 'normal' }, fontVariantNumeric: 'tabular-nums' }),
  },
};

/** The class names of the parts above, by component, as the forms read them (form-class-names.ts). */
export type PaymentFormClassNames = { [Group in keyof typeof paymentFormParts]: Record<keyof (typeof paymentFormParts)[Group], string> };
