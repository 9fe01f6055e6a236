import { css } from '@/styles/css';
import { colors } from '@/styles/theme';
import { progressDetail, sectionCard } from '../form-controls';

export const paymentFailed = {
  card: css([sectionCard, { borderColor: colors.danger, background: colors.dangerTint }]),
  detail: css(progressDetail),
};
