import { css } from '@/styles/css';
import { colors, mq, space } from '@/styles/theme';

const bandStyle = (tone: 'plain' | 'surface') => css({ padding: `${space.xxl} 0`, background: tone === 'surface' ? colors.surface : undefined, [mq.md]: { padding: `${space.section} 0` } });

/** A section's band, by tone. */
export const band = { plain: bandStyle('plain'), surface: bandStyle('surface') };
