import { css } from '@emotion/react';
import { colors, mq, radius, shadow, space } from '@/styles/theme';

/**
 * The plan card's frame, shared by the card and its loading skeleton. A highlighted card shows it by
 * its border and shadow, not by lifting out of line with the others.
 */
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
    transition: 'box-shadow 200ms ease-out, border-color 200ms ease-out',
    [mq.reducedMotion]: { transition: 'none' },
  });
