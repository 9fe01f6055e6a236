import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space } from '@/styles/theme';

/** Components never import these. */

export const label = { fontWeight: 700, fontSize: fontSize.sm, color: colors.ink } as const;

export const control = {
  width: '100%',
  minHeight: layout.tapTarget,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  background: colors.white,
  color: colors.ink,
  fontSize: fontSize.md,
  fontFamily: 'inherit',
  transition: `border-color ${motion.fast}, box-shadow ${motion.fast}`,
  '&::placeholder': { color: colors.muted, opacity: 1 },
  '&:hover:not(:disabled)': { borderColor: colors.muted },
  '&:focus-visible': { ...focusRing, borderColor: colors.primary },
  '&:disabled': { background: colors.surface, cursor: 'not-allowed' },
} as const;

export const choiceSurface = {
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  background: colors.white,
  color: colors.ink,
  fontFamily: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
} as const;

export const plainFieldset = { border: 'none', padding: 0, margin: 0 } as const;

export const sectionCard = {
  display: 'grid',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  background: colors.white,
  [mq.md]: { padding: space.lg },
} as const;

// Headings that take focus scroll clear of the sticky site header.
export const stepTitle = {
  fontSize: fontSize.lg,
  fontWeight: 800,
  color: colors.ink,
  scrollMarginTop: `calc(${layout.headerHeight} + ${space.lg})`,
  '&:focus': { outline: 'none' },
} as const;

export const frameCard = {
  background: colors.white,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  border: `1px solid ${colors.border}`,
  padding: space.md,
  [mq.md]: { padding: space.lg },
} as const;

export const pulse = {
  animation: 'paybills-placeholder-pulse 1.2s ease-in-out infinite',
  '@keyframes paybills-placeholder-pulse': { '50%': { opacity: 0.5 } },
  [mq.reducedMotion]: { animation: 'none' },
} as const;

/** Two side by side where both names fit ("Data Subscription" at 390 px). */
export const tabGrid = {
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  [mq.lg]: { gridTemplateColumns: '1fr' },
} as const;

// Side by side a tab has room for a two-line name ("Electricity Payment"); in the one-column menu every name fits one line.
export const twoLineTab = '4rem';
export const oneLineTab = { [mq.lg]: { minHeight: layout.tapTarget } } as const;

export const paymentsSection = { display: 'grid', gap: space.sm, alignContent: 'start' } as const;
export const paymentsTitle = { fontSize: fontSize.md, fontWeight: 800, color: colors.ink } as const;

export const progressDetail = { color: colors.ink, lineHeight: 1.5 } as const;
