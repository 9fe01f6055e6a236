import { css } from '@/styles/css';
import {
  belowHeader,
  colors,
  focusRing,
  fontSize,
  motion,
  mq,
  outlinedSurface,
  plainList,
  radius,
  roundIconButton,
  shadow,
  space,
} from '@/styles/theme';
import { SHADOW_ROOM_PX } from '../carousel-geometry';

export const carousel = {
  section: css({ padding: `${space.xxl} 0` }),
  top: css({
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: space.md,
    '& > div:first-of-type': { marginBottom: 0 },
  }),
  arrows: css({ display: 'flex', gap: space.sm, flexShrink: 0, [mq.noScript]: { display: 'none' } }),
  arrow: css({
    ...roundIconButton,
    border: `2px solid ${colors.primary}`,
    background: colors.white,
    color: colors.primary,
    cursor: 'pointer',
    transition: `background ${motion.fast}`,
    '&:hover': { background: colors.primaryTint },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
  }),
  viewport: css({
    // clip, not hidden: jumping to a card's anchor must not scroll the window sideways under the transform.
    overflow: ['hidden', 'clip'],
    marginTop: space.lg,
    marginInline: `-${SHADOW_ROOM_PX}px`,
    padding: `${space.sm} ${SHADOW_ROOM_PX}px ${space.md}`,
    borderRadius: radius.lg,
    // Vertical swipes still scroll the page; sideways ones move the cards.
    touchAction: 'pan-y',
    '&:focus-visible': focusRing,
    // Without JavaScript the window scrolls sideways itself, card by card (a finger, the arrow keys once focused, the scroll bar).
    [mq.noScript]: {
      overflowX: 'auto',
      overflowY: 'hidden',
      scrollSnapType: 'x mandatory',
      scrollbarWidth: 'thin',
      touchAction: 'auto',
    },
  }),
  track: css({
    position: 'relative',
    display: 'flex',
    ...plainList,
    transition: 'transform 0.6s ease',
    // Under a finger the cards follow it at once (under reduced motion, globals.css stops the glide).
    '&[data-dragging="true"]': { transition: 'none' },
  }),
  // A search result jumps to a card (#category-card-…): it lands below the sticky header.
  slide: css({
    flex: '0 0 18rem',
    paddingRight: space.md,
    scrollMarginTop: belowHeader,
    [mq.noScript]: { scrollSnapAlign: 'start', scrollMarginLeft: `${SHADOW_ROOM_PX}px` },
  }),
  card: css({
    height: '100%',
    ...outlinedSurface,
    borderRadius: radius.lg,
    boxShadow: shadow.snug,
    overflow: 'hidden',
    img: { width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', background: colors.primaryTint },
    h3: { fontSize: fontSize.lg, padding: `${space.md} ${space.md} ${space.xs}` },
    p: {
      // Margin, not padding: padding would show the start of a fourth line below the clamp.
      margin: `0 ${space.md} ${space.md}`,
      color: colors.muted,
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
  }),
};
