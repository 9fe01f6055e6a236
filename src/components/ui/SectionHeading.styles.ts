import { css } from '@/styles/css';
import { colors, fontSize, mq, space } from '@/styles/theme';

const wrap = (align: 'left' | 'center') => ({
  maxWidth: '720px',
  marginInline: align === 'center' ? 'auto' : 0,
  textAlign: align,
  marginBottom: space.xl,
});

export const sectionHeading = {
  left: css(wrap('left')),
  center: css(wrap('center')),
  eyebrow: css({
    display: 'inline-block',
    color: colors.primary,
    fontWeight: 700,
    fontSize: fontSize.sm,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    marginBottom: space.sm,
  }),
  title: css({ fontSize: fontSize.xl, fontWeight: 800, color: colors.ink, [mq.md]: { fontSize: fontSize.xxl } }),
  intro: css({ marginTop: space.md, color: colors.muted, fontSize: fontSize.md, [mq.md]: { fontSize: fontSize.lg } }),
};
