import { css } from '@/styles/css';
import {
  belowHeader,
  colors,
  focusRing,
  fontSize,
  inlineRow,
  layout,
  motion,
  radius,
  shadow,
  space,
} from '@/styles/theme';

/** The most tabs one list has; each place gets its own rule below. */
const MOST_TABS = 12;

// Before hydration, and without JavaScript, the address decides (`:target`): the panel a link named, else the default.
const byAddress = '[data-tabs]:not([data-enhanced])';
const noneNamed = `${byAddress}:not(:has(> [data-panel]:target))`;
/** The selector list for a tab (`&`) showing as selected: by state once hydrated, else by the address, matched by place (the panels follow the list). */
const selectedTab = [
  '&[aria-selected="true"]',
  `${noneNamed} &[data-default]`,
  ...Array.from(
    { length: MOST_TABS },
    (_, index) => `${byAddress}:has(> [data-panel]:nth-child(${index + 2}):target) &:nth-child(${index + 1})`,
  ),
].join(', ');

export const tabList = {
  pillsList: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: space.sm,
    marginBottom: space.xl,
  }),
  pills: css({
    minHeight: layout.tapTarget,
    ...inlineRow,
    padding: `0 ${space.lg}`,
    borderRadius: radius.pill,
    border: `2px solid ${colors.border}`,
    background: colors.white,
    color: colors.ink,
    fontWeight: 700,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${motion.fast}, border-color ${motion.fast}`,
    '&:hover': { borderColor: colors.primary },
    '&:focus-visible': focusRing,
    [selectedTab]: { borderColor: colors.primary, background: colors.primary, color: colors.white },
  }),
  cardsList: css({ display: 'grid', gap: space.sm, alignContent: 'start' }),
  cards: css({
    display: 'grid',
    gap: space.xs,
    textAlign: 'left',
    minHeight: layout.tapTarget,
    padding: space.md,
    borderRadius: radius.md,
    border: `2px solid ${colors.border}`,
    background: 'transparent',
    boxShadow: 'none',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `border-color ${motion.fast}, background ${motion.fast}`,
    '&:hover': { borderColor: colors.primary },
    '&:focus-visible': focusRing,
    fontSize: fontSize.lg,
    fontWeight: 700,
    color: colors.ink,
    [selectedTab]: {
      borderColor: colors.primary,
      background: colors.white,
      boxShadow: shadow.card,
      color: colors.primary,
    },
  }),
  // A link to a panel (a tab before hydration, a search result) lands with it below the sticky header.
  panel: css({
    display: 'none',
    scrollMarginTop: belowHeader,
    [`${byAddress} > &:target, ${noneNamed} > &[data-default], [data-enhanced] > &[data-selected]`]: {
      display: 'block',
    },
  }),
};
