import { classes } from '@/styles/css';
import { colors, fontSize, radius, space } from '@/styles/theme';

export const summaryStep = classes({
  header: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: space.sm },
  // Doubled, so it wins over the list's own `dd` rule whichever stylesheet comes first.
  payable: { '&& dd': { color: colors.primary, fontSize: fontSize.lg } },
  note: { fontSize: fontSize.sm, color: colors.ink, paddingLeft: space.sm, borderLeft: `3px solid ${colors.accent}` },
  question: { display: 'grid', gap: space.sm, padding: space.md, borderRadius: radius.md, border: `1px solid ${colors.accent}`, background: colors.accentTint, '&:focus': { outline: 'none' } },
  questionText: { fontWeight: 700 },
});
