import { css } from '@/styles/css';
import { belowHeader, colors, focusRing, fontSize, radius, shadow, space } from '@/styles/theme';

export const contactForm = {
  card: css({
    padding: space.lg,
    background: colors.white,
    borderRadius: radius.lg,
    boxShadow: shadow.card,
    border: `1px solid ${colors.border}`,
    scrollMarginTop: belowHeader,
  }),
  title: css({ fontSize: fontSize.xl, marginBottom: space.lg }),
  fields: css({ display: 'grid', gap: space.md }),
  field: css({ display: 'grid', gap: space.xs, scrollMarginTop: belowHeader, label: { fontWeight: 700 } }),
  control: css({
    width: '100%',
    minHeight: '48px',
    padding: `${space.sm} ${space.md}`,
    border: `1px solid ${colors.muted}`,
    borderRadius: radius.md,
    background: colors.white,
    fontSize: fontSize.md,
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: colors.danger, borderWidth: '2px' },
  }),
  optional: css({ fontWeight: 400, color: colors.muted }),
  error: css({ color: colors.danger, fontSize: fontSize.sm, fontWeight: 600 }),
  honeypot: css({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }),
};
