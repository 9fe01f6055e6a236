import { css } from '@/styles/css';
import {
  centeredContent,
  colors,
  focusRing,
  fontSize,
  mq,
  radius,
  shadow,
  space,
  tapSquare,
  translucent,
} from '@/styles/theme';

export const roleDialog = {
  dialog: css({
    width: 'min(640px, calc(100vw - 32px))',
    maxHeight: 'calc(100dvh - 32px)',
    padding: 0,
    border: 0,
    borderRadius: radius.lg,
    boxShadow: shadow.raised,
    color: colors.ink,
    '&::backdrop': { background: translucent.scrim },
  }),
  header: css({
    position: 'relative',
    background: colors.primaryTint,
    padding: `${space.lg} ${space.lg} 0`,
    img: { maxHeight: '200px', width: 'auto', marginInline: 'auto' },
  }),
  close: css({
    position: 'absolute',
    top: space.sm,
    right: space.sm,
    ...tapSquare,
    ...centeredContent,
    border: 0,
    borderRadius: radius.pill,
    background: colors.white,
    color: colors.ink,
    cursor: 'pointer',
    '&:focus-visible': focusRing,
  }),
  body: css({
    padding: space.lg,
    [mq.md]: { padding: space.xl },
    h2: { fontSize: fontSize.xl, marginBottom: space.sm },
    p: { color: colors.muted, marginBottom: space.md },
    ul: { margin: `0 0 ${space.lg}`, paddingLeft: '1.2em', display: 'grid', gap: space.xs },
  }),
  eyebrow: css({
    color: colors.primary,
    fontWeight: 800,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    fontSize: fontSize.sm,
  }),
};
