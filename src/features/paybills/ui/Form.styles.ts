import { css } from '@/styles/css';
import { colors, fontSize, mq, radius, space } from '@/styles/theme';
import { control, label, sectionCard, stepTitle } from '../form-controls';

/** What every pay-bills form is built from (as Button.styles is for buttons): cards, step headings, fields, rows of buttons. */
export const form = {
  steps: css({ display: 'grid', gap: space.lg }),
  // The frame the loading overlay covers.
  stepsFrame: css({ position: 'relative', display: 'grid', gap: space.lg }),
  sectionCard: css(sectionCard),
  stepTitle: css(stepTitle),
  field: css({ display: 'grid', gap: space.xs }),
  label: css(label),
  control: css(control),
  fieldError: css({ color: colors.danger, fontSize: fontSize.sm, fontWeight: 600 }),
  hint: css({ color: colors.muted, fontSize: fontSize.sm }),
  // A sentence about what happened to a payment, above what it is about.
  notice: css({
    padding: space.md,
    borderRadius: radius.md,
    border: `1px solid ${colors.accent}`,
    background: colors.accentTint,
    color: colors.ink,
    fontWeight: 600,
    lineHeight: 1.5,
  }),
  actionsRow: css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' }),
  twoColumns: css({ display: 'grid', gap: space.md, [mq.md]: { gridTemplateColumns: '1fr 1fr' } }),
};
