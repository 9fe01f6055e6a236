import { classes } from '@/styles/css';
import { colors, mq, space } from '@/styles/theme';

const band = { padding: `${space.xxl} 0`, [mq.md]: { padding: `${space.section} 0` } };

/** A section's band, by tone. */
export const section = classes({ plain: band, surface: [band, { background: colors.surface }] });
