import { css } from '@/styles/css';
import { centeredContent, colors, focusRing, motion, plainList, radius, tapSquare, translucent } from '@/styles/theme';

const link = (tone: 'light' | 'dark') => ({
  ...centeredContent,
  ...tapSquare,
  borderRadius: radius.pill,
  color: tone === 'light' ? colors.white : colors.primary,
  background: tone === 'light' ? translucent.onDark : colors.primaryTint,
  transition: `background ${motion.fast}`,
  '&:hover': { background: tone === 'light' ? translucent.onDarkHover : colors.primaryTintHover },
  '&:focus-visible': focusRing,
});

export const socialLinks = {
  list: css({ ...plainList, display: 'flex', flexWrap: 'wrap', gap: '10px' }),
  light: css(link('light')),
  dark: css(link('dark')),
};
