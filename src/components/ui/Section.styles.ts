import { css } from '@/styles/css';
import { colors, laidOutNearScreen, mq, space } from '@/styles/theme';

// Sections follow a page's hero: below the first view.
const band = { ...laidOutNearScreen, padding: `${space.xxl} 0`, [mq.md]: { padding: `${space.section} 0` } };

export const section = { plain: css(band), surface: css([band, { background: colors.surface }]) };
