import { css } from '@/styles/css';
import { cardSurface, colors, focusRing, fontSize, layout, motion, mq, radius, space } from '@/styles/theme';

const tile = {
  display: 'grid',
  gap: space.xs,
  alignContent: 'start',
  minHeight: layout.tapTarget,
  padding: space.md,
  ...cardSurface,
  color: colors.ink,
  textAlign: 'left',
  textDecoration: 'none',
  fontSize: fontSize.md,
  overflowWrap: 'anywhere',
  transition: `border-color ${motion.fast}`,
  'a&:hover': { borderColor: colors.primary },
  '&:focus-visible': focusRing,
} as const;

export const contactTiles = {
  column: css({ display: 'grid', gap: space.md, alignContent: 'start' }),
  tiles: css({ display: 'grid', gap: space.md, [mq.sm]: { gridTemplateColumns: '1fr 1fr' } }),
  tile: css(tile),
  // Address and hours take a whole row: two tiles a row, and no row half empty.
  fullRowTile: css([tile, { [mq.sm]: { gridColumn: '1 / -1' } }]),
  tileLabel: css({
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    color: colors.primary,
    fontWeight: 800,
    fontSize: fontSize.sm,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  }),
  map: css({
    margin: 0,
    borderRadius: radius.lg,
    overflow: 'hidden',
    border: `1px solid ${colors.border}`,
    img: { width: '100%', display: 'block' },
  }),
  socialBlock: css({
    padding: space.md,
    background: colors.surface,
    borderRadius: radius.lg,
    h3: { fontSize: fontSize.md, marginBottom: space.sm },
  }),
};
