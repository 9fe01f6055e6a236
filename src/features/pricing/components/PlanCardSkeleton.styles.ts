import { classes } from '@/styles/css';
import { colors, fontSize, layout, radius, space } from '@/styles/theme';
import { planCardFrame } from '../plan-card-frame';

export const planCardSkeleton = classes({
  // One pulse for the whole card, not one per bar: a single animation the compositor runs on a phone.
  card: {
    ...planCardFrame,
    animation: 'plan-skeleton-pulse 1.4s ease-in-out infinite',
    '@keyframes plan-skeleton-pulse': { '50%': { opacity: 0.55 } },
  },
  // Each line of the hidden words is a bar of its own.
  text: { color: 'transparent', background: colors.border, borderRadius: '6px', boxDecorationBreak: 'clone', WebkitBoxDecorationBreak: 'clone', userSelect: 'none' },
  button: { minHeight: layout.tapTarget, borderRadius: radius.pill, background: colors.border },
  // A feature line in a card's type, after the room its check mark and gap take (PlanCard's `item`).
  line: { fontSize: fontSize.md, paddingInlineStart: `calc(18px + ${space.sm})` },
});
