import { classes } from '@/styles/css';
import { colors, fontSize, mq, space } from '@/styles/theme';
import { control, label, sectionCard, stepTitle } from './form-controls';

/** What every pay-bills form is built from (as Button.styles is for buttons): cards, step headings, fields, rows of buttons. */
export const form = classes({
  steps: { display: 'grid', gap: space.lg },
  // The frame the loading overlay covers.
  stepsFrame: { position: 'relative', display: 'grid', gap: space.lg },
  sectionCard,
  stepTitle,
  field: { display: 'grid', gap: space.xs },
  label,
  control,
  fieldError: { color: colors.danger, fontSize: fontSize.sm, fontWeight: 600 },
  hint: { color: colors.muted, fontSize: fontSize.sm },
  actionsRow: { display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' },
  twoColumns: { display: 'grid', gap: space.md, [mq.md]: { gridTemplateColumns: '1fr 1fr' } },
});
