import { css } from '@/styles/css';
import { colors, fontSize, mq, radius, space } from '@/styles/theme';
import { control, label, sectionCard, stepTitle } from '../form-controls';

export const form = {
  steps: css({ display: 'grid', gap: space.lg }),
  stepsFrame: css({ position: 'relative', display: 'grid', gap: space.lg }),
  sectionCard: css(sectionCard),
  stepTitle: css(stepTitle),
  field: css({ display: 'grid', gap: space.xs }),
  label: css(label),
  control: css(control),
  fieldError: css({ color: colors.danger, fontSize: fontSize.sm, fontWeight: 600 }),
  hint: css({ color: colors.muted, fontSize: fontSize.sm }),
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
