import { css, keyframes } from '@/styles/css';
import { centeredContent, colors, focusRing, layout, mq, radius, space } from '@/styles/theme';

const roundButton = {
  minWidth: layout.tapTarget,
  minHeight: layout.tapTarget,
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.pill,
  background: colors.white,
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
};

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const mobileMenu = {
  button: css([
    roundButton,
    {
      ...centeredContent,
      gap: space.sm,
      [mq.lg]: { display: 'none' },
    },
  ]),
  dialog: css({
    position: 'fixed',
    inset: 0,
    width: '100%',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    margin: 0,
    border: 0,
    // Closed, the browser's own `display: none` stands; open, the links stack down the screen.
    '&[open]': { display: 'flex', flexDirection: 'column' },
    background: colors.white,
    padding: space.md,
    overflowY: 'auto',
    animation: `${slideIn} 200ms ease-out`,
    [mq.reducedMotion]: { animation: 'none' },
  }),
  top: css({ display: 'flex', justifyContent: 'flex-end', minHeight: layout.tapTarget }),
  close: css(roundButton),
};
