import { css } from '@/styles/css';
import { colors, focusRing, fontSize, space } from '@/styles/theme';

export const newsListing = {
  section: css({ padding: `${space.xl} 0 ${space.section}` }),
  empty: css({ fontSize: fontSize.lg, color: colors.muted }),
  feed: css({ marginTop: space.xl, a: { color: colors.primary, fontWeight: 600, '&:focus-visible': focusRing } }),
};
