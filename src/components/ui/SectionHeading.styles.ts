import { css } from '@/styles/css';
import { colors, fontSize, mq, space } from '@/styles/theme';

const wrapStyle = (align: 'left' | 'center') => css({ maxWidth: '720px', marginInline: align === 'center' ? 'auto' : 0, textAlign: align, marginBottom: space.xl });
/** A heading's frame, by alignment. */
export const wrap = { left: wrapStyle('left'), center: wrapStyle('center') };
export const eyebrowStyle = css({
  display: 'inline-block',
  color: colors.primary,
  fontWeight: 700,
  fontSize: fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  marginBottom: space.sm,
});
export const titleStyle = css({ fontSize: fontSize.xl, fontWeight: 800, color: colors.ink, [mq.md]: { fontSize: fontSize.xxl } });
export const introStyle = css({ marginTop: space.md, color: colors.muted, fontSize: fontSize.md, [mq.md]: { fontSize: fontSize.lg } });
