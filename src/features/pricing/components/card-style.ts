import { css } from '@emotion/react';
import { colors, mq, radius, shadow, space } from '@/styles/theme';

/** The plan card's frame, shared by the card and its loading skeleton; highlighted cards lift. */
export const cardStyle = (highlighted: boolean) =>
  css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: space.md,
    padding: space.lg,
    borderRadius: radius.lg,
    background: colors.white,
    border: `2px solid ${highlighted ? colors.primary : colors.border}`,
    boxShadow: highlighted ? shadow.raised : shadow.card,
    transition: 'transform 200ms ease-out, box-shadow 200ms ease-out, border-color 200ms ease-out',
    [mq.lg]: { transform: highlighted ? 'translateY(-8px)' : 'none' },
    [mq.reducedMotion]: { transition: 'none' },
  });
