import { css } from '@/styles/css';
import {
  centeredContent,
  colors,
  fontSize,
  mq,
  outlinedSurface,
  plainList,
  radius,
  shadow,
  space,
} from '@/styles/theme';

export const howItWorksTabs = {
  panel: css({
    display: 'grid',
    gap: space.xl,
    alignItems: 'center',
    [mq.md]: { gridTemplateColumns: '0.8fr 1.2fr' },
    '& > img': { width: '100%', maxWidth: '340px', marginInline: 'auto' },
    h3: { fontSize: fontSize.xl, marginBottom: space.sm, [mq.md]: { fontSize: fontSize.xxl } },
  }),
  lead: css({ color: colors.muted, marginBottom: space.lg }),
  steps: css({
    ...plainList,
    display: 'grid',
    gap: space.md,
    counterReset: 'step',
    [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    li: {
      counterIncrement: 'step',
      padding: space.md,
      borderRadius: radius.md,
      ...outlinedSurface,
      boxShadow: shadow.card,
      '&::before': {
        content: 'counter(step)',
        ...centeredContent,
        width: '32px',
        height: '32px',
        borderRadius: radius.pill,
        background: colors.accent,
        color: colors.ink,
        fontWeight: 800,
        marginBottom: space.sm,
      },
    },
    h4: { fontSize: fontSize.md, marginBottom: space.xs },
    p: { color: colors.muted, fontSize: fontSize.sm },
  }),
};
