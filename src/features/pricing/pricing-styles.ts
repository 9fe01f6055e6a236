import { buttonStyles } from '@/components/ui/button-styles';
import { containerStyle } from '@/components/ui/container-style';
import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space } from '@/styles/theme';
import { cardStyle } from './card-style';

/** The looks of the plans section. */
export const plansParts = {
  container: css(containerStyle),
  section: css({ padding: `${space.lg} 0 ${space.section}` }),
  toolbar: css({ display: 'flex', justifyContent: 'center', marginBottom: space.xxl }),
  grid: css({
    display: 'grid',
    gap: space.lg,
    // Cards in a row share one height.
    alignItems: 'stretch',
    gridTemplateColumns: '1fr',
    [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  empty: css({ padding: space.xl, borderRadius: radius.md, background: colors.surface, color: colors.muted, textAlign: 'center' }),
  footnoteStyle: css({ marginTop: space.xxl, color: colors.muted, fontSize: fontSize.sm, textAlign: 'center', maxWidth: '60ch', marginInline: 'auto' }),
};

const action = css({ width: '100%' });

/** The looks of a plan card. */
export const planCardParts = {
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, minHeight: '32px' }),
  nameStyle: css({ fontSize: fontSize.lg, fontWeight: 800, color: colors.ink }),
  badge: css({
    padding: `${space.xs} ${space.md}`,
    borderRadius: radius.pill,
    background: colors.accentTint,
    color: colors.accentText,
    fontSize: fontSize.sm,
    fontWeight: 700,
  }),
  priceStyle: css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: space.xs, color: colors.ink }),
  amountStyle: css({ fontSize: fontSize.xxl, fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1 }),
  suffixStyle: css({ color: colors.muted, fontWeight: 600 }),
  feeStyle: css({ color: colors.muted, fontSize: fontSize.sm, minHeight: '42px' }),
  list: css({ listStyle: 'none', margin: 0, padding: `${space.md} 0 0`, borderTop: `1px solid ${colors.border}`, display: 'grid', gap: space.sm }),
  item: css({ display: 'flex', gap: space.sm, alignItems: 'flex-start', color: colors.ink, fontSize: fontSize.md }),
  card: css(cardStyle),
  actionPrimary: css(buttonStyles('primary'), action),
  actionSecondary: css(buttonStyles('secondary'), action),
  check: css({ flexShrink: 0, marginTop: '3px', color: colors.primary }),
};

/** The looks of the billing period switch. */
export const periodToggleParts = {
  group: css({
    display: 'inline-flex',
    maxWidth: '100%',
    padding: space.xs,
    gap: space.xs,
    borderRadius: radius.pill,
    background: colors.white,
    border: `1px solid ${colors.border}`,
    boxShadow: shadow.hairline,
  }),
  option: css({
    minHeight: layout.tapTarget,
    // Three options fit a 320 px screen only with the smaller type and padding.
    paddingInline: space.sm,
    fontSize: fontSize.sm,
    [mq.sm]: { paddingInline: space.lg, fontSize: fontSize.md },
    border: 0,
    borderRadius: radius.pill,
    background: 'transparent',
    color: colors.muted,
    fontWeight: 700,
    cursor: 'pointer',
    transition: `background ${motion.fast}, color ${motion.fast}`,
    '&:hover': { color: colors.ink, background: colors.surface },
    '&[aria-pressed="true"]': { background: colors.primary, color: colors.white },
    '&:focus-visible': focusRing,
  }),
};

/** The looks of a loading plan card. */
export const planSkeletonParts = {
  // Each bar's width and height are set on it.
  bar: css({
    borderRadius: '6px',
    background: colors.border,
    animation: 'plan-skeleton-pulse 1.4s ease-in-out infinite',
    '@keyframes plan-skeleton-pulse': { '50%': { opacity: 0.55 } },
  }),
  card: css(cardStyle),
  lines: css({ display: 'grid', gap: space.md, marginTop: space.sm }),
};

/** The looks of the plans' error banner. */
export const plansErrorParts = {
  banner: css({
    display: 'flex',
    flexDirection: 'column',
    gap: space.md,
    alignItems: 'flex-start',
    padding: space.lg,
    borderRadius: radius.md,
    border: `1px solid ${colors.danger}`,
    background: colors.dangerTint,
    color: colors.ink,
    [mq.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  }),
  retry: css(buttonStyles('secondary')),
  title: css({ fontWeight: 700, color: colors.danger }),
};

/** The class names of all the parts above, as the pricing page hands them to its plans island. */
export type PricingClassNames = {
  plans: Record<keyof typeof plansParts, string>;
  card: Record<keyof typeof planCardParts, string>;
  toggle: Record<keyof typeof periodToggleParts, string>;
  skeleton: Record<keyof typeof planSkeletonParts, string>;
  error: Record<keyof typeof plansErrorParts, string>;
};
