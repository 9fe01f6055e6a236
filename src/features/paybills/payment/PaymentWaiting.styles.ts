import { css } from '@/styles/css';
import { colors, radius, space } from '@/styles/theme';
import { progressDetail, sectionCard } from '../form-controls';

export const paymentWaiting = {
  card: css([sectionCard, { borderColor: colors.accent, background: colors.accentTint }]),
  detail: css(progressDetail),
  statusLine: css({
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    padding: space.sm,
    borderRadius: radius.sm,
    color: colors.ink,
  }),
};
