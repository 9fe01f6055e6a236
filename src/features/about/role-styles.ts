import { buttonStyles } from '@/components/ui/button-styles';
import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space, translucent } from '@/styles/theme';

/** The looks of the role cards' parts, and of the dialog a card opens. */
export const roleCardParts = {
  grid: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.lg, [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } }),
  // The whole card opens the dialog (the button's ::after covers it), but the button's accessible name
  // is the role's visible name only, as WCAG 2.5.3 (label in name) asks.
  card: css({
    position: 'relative',
    display: 'grid',
    gap: space.sm,
    width: '100%',
    height: '100%',
    alignContent: 'start',
    padding: space.lg,
    textAlign: 'left',
    background: colors.white,
    border: `1px solid ${colors.border}`,
    borderRadius: radius.lg,
    boxShadow: shadow.card,
    transition: `transform ${motion.fast}, box-shadow ${motion.fast}, border-color ${motion.fast}`,
    '&:hover': { transform: 'translateY(-2px)', boxShadow: shadow.raised, borderColor: colors.primary },
    '&:has(button:focus-visible)': focusRing,
    img: { width: '100%', maxHeight: '180px', objectFit: 'contain', background: colors.primaryTint, borderRadius: radius.md, marginBottom: space.sm },
  }),
  number: css({ color: colors.accentText, fontWeight: 800, fontSize: fontSize.sm }),
  name: css({
    all: 'unset',
    fontSize: fontSize.xl,
    fontWeight: 800,
    color: colors.ink,
    cursor: 'pointer',
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
  }),
  desc: css({ color: colors.muted }),
  more: css({ marginTop: space.sm, color: colors.primary, fontWeight: 700 }),
};
export const roleDialogParts = {
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
    width: layout.tapTarget,
    height: layout.tapTarget,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
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
  eyebrow: css({ color: colors.primary, fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: fontSize.sm }),

  getStarted: buttonStyles(),
};
