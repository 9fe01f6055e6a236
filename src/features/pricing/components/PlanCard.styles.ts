import { css } from '@/styles/css';
import { colors, fontSize, mq, radius, shadow, space } from '@/styles/theme';
import { DEFAULT_HIGHLIGHT_INDEX } from '../constants';

/** A card (`article`) is highlighted under the pointer; else holding focus; else the default card. */
const highlighted = (card: string) => [
  `${card}:hover`,
  `div:not(:has(> article:hover)) > ${card}:focus-within`,
  `div:not(:has(> article:hover, > article:focus-within)) > ${card}:nth-child(${DEFAULT_HIGHLIGHT_INDEX + 1})`,
];
/** The selector list for a part (`&`) of a highlighted card, e.g. `' &'`, or the card itself (`''`). */
const inHighlighted = (part: string) =>
  (part ? highlighted('article').map((card) => `${card}${part}`) : highlighted('&')).join(', ');

export const planCard = {
  // The badge follows the name: held at the right, it moved as a slow phone painted the words.
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.sm, minHeight: '32px' }),
  name: css({ fontSize: fontSize.lg, fontWeight: 800, color: colors.ink }),
  badge: css({
    padding: `${space.xs} ${space.md}`,
    borderRadius: radius.pill,
    background: colors.accentTint,
    color: colors.accentText,
    fontSize: fontSize.sm,
    fontWeight: 700,
  }),
  price: css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: space.xs, color: colors.ink }),
  amount: css({ fontSize: fontSize.xxl, fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1 }),
  suffix: css({ color: colors.muted, fontWeight: 600 }),
  fee: css({ color: colors.muted, fontSize: fontSize.sm }),
  list: css({
    listStyle: 'none',
    margin: 0,
    padding: `${space.md} 0 0`,
    borderTop: `1px solid ${colors.border}`,
    display: 'grid',
    alignContent: 'start',
    gap: space.sm,
  }),
  item: css({ display: 'flex', gap: space.sm, alignItems: 'flex-start', color: colors.ink, fontSize: fontSize.md }),
  // Its five parts sit on the grid's rows, so a price that wraps in one card moves every card's button alike.
  card: css({
    position: 'relative',
    display: 'grid',
    gridRow: 'span 5',
    gridTemplateRows: 'subgrid',
    rowGap: space.md,
    padding: space.lg,
    borderRadius: radius.lg,
    background: colors.white,
    border: `2px solid ${colors.border}`,
    boxShadow: shadow.card,
    transition: 'box-shadow 200ms ease-out, border-color 200ms ease-out',
    [mq.reducedMotion]: { transition: 'none' },
    [inHighlighted('')]: { borderColor: colors.primary, boxShadow: shadow.raised },
  }),
  /** Beside the button look (Button.styles' secondary): the card's action fills its width, and a highlighted card's is the primary one. */
  action: css({
    width: '100%',
    [inHighlighted(' &')]: { background: colors.primary, color: colors.white },
    [inHighlighted(' &:hover')]: { background: colors.primaryDark },
  }),
  check: css({ flexShrink: 0, marginTop: '3px', color: colors.primary }),
};
