import { classes } from '@/styles/css';
import { colors } from '@/styles/theme';
import { progressDetail, sectionCard } from './form-controls';

export const paymentFailed = classes({
  card: [sectionCard, { borderColor: colors.danger, background: colors.dangerTint }],
  detail: progressDetail,
});
