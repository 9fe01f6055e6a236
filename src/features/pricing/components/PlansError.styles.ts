import { classes } from '@/styles/css';
import { colors, mq, radius, space } from '@/styles/theme';

export const plansError = classes({
  banner: {
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
  },
  title: { fontWeight: 700, color: colors.danger },
});
