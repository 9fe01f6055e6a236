import { css } from '@/styles/css';
import { colors, fontSize, mq, radius, space } from '@/styles/theme';
import { BILLING_PERIODS, PERIOD_INPUT_NAME } from '../constants';

/** Each card's price and button for the checked period (PeriodToggle's radio buttons) show; the other periods' are left out. */
const checkedPeriod = BILLING_PERIODS.map(
  (period) => `&:has(input[name="${PERIOD_INPUT_NAME}"][value="${period}"]:checked) [data-period="${period}"]`,
).join(', ');

export const pricingPlans = {
  section: css({
    padding: `${space.lg} 0 ${space.section}`,
    '[data-period]': { display: 'none' },
    [checkedPeriod]: { display: 'contents' },
  }),
  toolbar: css({ display: 'flex', justifyContent: 'center', marginBottom: space.xxl }),
  grid: css({
    display: 'grid',
    gap: space.lg,
    alignItems: 'stretch',
    gridTemplateColumns: '1fr',
    [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  empty: css({
    padding: space.xl,
    borderRadius: radius.md,
    background: colors.surface,
    color: colors.muted,
    textAlign: 'center',
  }),
  footnote: css({
    marginTop: space.xxl,
    color: colors.muted,
    fontSize: fontSize.sm,
    textAlign: 'center',
    maxWidth: '60ch',
    marginInline: 'auto',
  }),
};
