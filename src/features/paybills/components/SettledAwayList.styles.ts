import { classes } from '@/styles/css';
import { colors, plainList, radius, space } from '@/styles/theme';
import { paymentsSection, paymentsTitle } from './form-controls';

export const settledAwayList = classes({
  card: [paymentsSection, { padding: space.md, borderRadius: radius.md, border: `1px solid ${colors.accent}`, background: colors.accentTint }],
  title: paymentsTitle,
  list: { display: 'grid', gap: space.sm, ...plainList },
  item: { display: 'grid', gap: space.xs, justifyItems: 'start', lineHeight: 1.5 },
});
