import { css } from '@/styles/css';
import { colors, fontSize, space } from '@/styles/theme';

export const postArticle = {
  byline: css({
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    margin: 0,
    color: colors.muted,
    fontSize: fontSize.sm,
  }),
  avatar: css({
    width: '48px',
    height: '48px',
    borderRadius: '50%',
    objectFit: 'cover',
    background: colors.surface,
    flexShrink: 0,
  }),
  body: css({ padding: `${space.xl} 0 ${space.section}` }),
};
