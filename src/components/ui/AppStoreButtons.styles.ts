import { css } from '@/styles/css';
import { colors, focusRing, inlineRow, layout, motion, radius, space } from '@/styles/theme';

const pill = {
  ...inlineRow,
  gap: space.sm,
  minHeight: '52px',
  minWidth: layout.tapTarget,
  padding: `${space.sm} ${space.lg} ${space.sm} ${space.md}`,
  borderRadius: radius.pill,
  background: colors.ink,
  color: colors.white,
  textDecoration: 'none',
  transition: `transform ${motion.fast}, background ${motion.fast}`,
  '&:hover': { background: colors.black },
  '&:focus-visible': focusRing,
  small: { display: 'block', fontSize: '11px', opacity: 0.85, lineHeight: 1.1 },
  strong: { display: 'block', fontSize: '17px', lineHeight: 1.15 },
};

export const appStoreButtons = {
  row: css({ display: 'flex', flexWrap: 'wrap', gap: space.md }),
  pill: css(pill),
  // Not a link: quieter, and no hover.
  comingSoon: css([pill, { background: colors.muted, '&:hover': { background: colors.muted }, cursor: 'default' }]),
};
