import { css } from '@/styles/css';
import { colors, fontSize, layout, mq, radius, space } from '@/styles/theme';

/** The opening band of an inner page, shared by PageHero and the client-side error page. */
export const band = css({ background: `linear-gradient(180deg, ${colors.primaryTint} 0%, ${colors.white} 100%)` });
const innerStyle = (hasImage: boolean) =>
  css({
    display: 'grid',
    gap: space.xl,
    alignItems: 'center',
    maxWidth: layout.maxWidth,
    marginInline: 'auto',
    padding: `${space.xxl} ${space.md}`,
    [mq.md]: { padding: `${space.section} ${space.lg} ${space.xxl}`, gridTemplateColumns: hasImage ? '1.1fr 0.9fr' : '1fr' },
  });
/** The band's inner grid, with a picture beside the words or without one. */
export const inner = { withImage: innerStyle(true), textOnly: innerStyle(false) };
export const eyebrowStyle = css({
  display: 'inline-block',
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.pill,
  background: colors.accentTint,
  color: colors.accentText,
  fontWeight: 700,
  fontSize: fontSize.sm,
  marginBottom: space.md,
});
export const titleStyle = css({ fontSize: fontSize.xxl, fontWeight: 800, color: colors.ink, maxWidth: '20ch', [mq.md]: { fontSize: fontSize.display } });
export const introStyle = css({ marginTop: space.md, fontSize: fontSize.lg, color: colors.muted, maxWidth: '60ch' });
export const actions = css({ marginTop: space.lg });
export const imageStyle = css({ width: '100%', maxWidth: '520px', marginInline: 'auto' });
