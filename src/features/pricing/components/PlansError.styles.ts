import { css } from '@/styles/css';
import { colors, mq, radius, space } from '@/styles/theme';

export const plansError = {
  banner: css({
    display: 'flex',
    flexDirection: 'column',
    gap: space.md,
    alignItems: 'flex-start',
    padding: space.lg,
    borderRadius: radius.md,
    border: `1px solid ${colors.danger}`,
    background: colors.dangerTint,
    color: colors.ink,
    [mq.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  }),
  title: css({ fontWeight: 700, color: colors.danger }),
};
