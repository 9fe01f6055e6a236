import { buttonStyles } from '@/components/ui/button-styles';
import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, radius, shadow, space } from '@/styles/theme';

/** The looks of the contact form's parts. */
export const contactFormParts = {
  card: css({
    padding: space.lg,
    background: colors.white,
    borderRadius: radius.lg,
    boxShadow: shadow.card,
    border: `1px solid ${colors.border}`,
    scrollMarginTop: `calc(${layout.headerHeight} + ${space.md})`,
  }),
  title: css({ fontSize: fontSize.xl, marginBottom: space.lg }),
  fields: css({ display: 'grid', gap: space.md }),
  field: css({ display: 'grid', gap: space.xs, label: { fontWeight: 700 } }),
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
  submit: css(buttonStyles(undefined, 'lg')),
  notice: css({
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.md,
    fontWeight: 600,
    '&[data-tone="success"]': { borderLeft: `4px solid ${colors.success}`, background: colors.successTint, color: colors.success },
    '&[data-tone="error"]': { borderLeft: `4px solid ${colors.danger}`, background: colors.dangerTint, color: colors.danger },
  }),
  honeypot: css({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }),
};
