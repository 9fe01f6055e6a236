import { classes } from '@/styles/css';
import { colors, layout, radius } from '@/styles/theme';
import { planCardFrame } from '../plan-card-frame';

const bar = { background: colors.border, animation: 'plan-skeleton-pulse 1.4s ease-in-out infinite' } as const;

export const planCardSkeleton = classes({
  card: planCardFrame,
  // Each line of the hidden words is a bar of its own.
  text: {
    ...bar,
    '@keyframes plan-skeleton-pulse': { '50%': { opacity: 0.55 } },
    color: 'transparent',
    borderRadius: '6px',
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
    userSelect: 'none',
  },
  button: { ...bar, minHeight: layout.tapTarget, borderRadius: radius.pill },
  // Where a card's check mark is (PlanCard's `check`).
  icon: { ...bar, flexShrink: 0, width: '18px', height: '18px', marginTop: '3px', borderRadius: '50%' },
});
