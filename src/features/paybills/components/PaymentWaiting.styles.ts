import { classes } from '@/styles/css';
import { colors, radius, space } from '@/styles/theme';
import { progressDetail, sectionCard } from './form-controls';

export const paymentWaiting = classes({
  card: [sectionCard, { borderColor: colors.accent, background: colors.accentTint }],
  detail: progressDetail,
  statusLine: { display: 'flex', alignItems: 'center', gap: space.sm, padding: space.sm, borderRadius: radius.sm, color: colors.ink },
});
