import { classes } from '@/styles/css';
import { colors, fontSize, radius, space } from '@/styles/theme';
import { planCardFrame } from '../plan-card-frame';

export const planCard = classes({
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, minHeight: '32px' },
  name: { fontSize: fontSize.lg, fontWeight: 800, color: colors.ink },
  badge: {
    padding: `${space.xs} ${space.md}`,
    borderRadius: radius.pill,
    background: colors.accentTint,
    color: colors.accentText,
    fontSize: fontSize.sm,
    fontWeight: 700,
  },
  price: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: space.xs, color: colors.ink },
  amount: { fontSize: fontSize.xxl, fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1 },
  suffix: { color: colors.muted, fontWeight: 600 },
  fee: { color: colors.muted, fontSize: fontSize.sm },
  list: { listStyle: 'none', margin: 0, padding: `${space.md} 0 0`, borderTop: `1px solid ${colors.border}`, display: 'grid', alignContent: 'start', gap: space.sm },
  item: { display: 'flex', gap: space.sm, alignItems: 'flex-start', color: colors.ink, fontSize: fontSize.md },
  card: planCardFrame,
  /** Beside the button look (Button.styles): the card's action fills its width. */
  action: { width: '100%' },
  check: { flexShrink: 0, marginTop: '3px', color: colors.primary },
});
