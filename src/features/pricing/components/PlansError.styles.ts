import { css } from '@/styles/css';
import { colors, dangerSurface, mq, space } from '@/styles/theme';

export const plansError = {
  banner: css({
    display: 'flex',
    flexDirection: 'column',
    gap: space.md,
    alignItems: 'flex-start',
    padding: space.lg,
    ...dangerSurface,
    color: colors.ink,
    [mq.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  }),
  title: css({ fontWeight: 700, color: colors.danger }),
};
