import { classes } from '@/styles/css';
import { colors, fontSize, space } from '@/styles/theme';

export const summaryStep = classes({
  header: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: space.sm },
  // Doubled, so it wins over the list's own `dd` rule whichever stylesheet comes first.
  payable: { '&& dd': { color: colors.primary, fontSize: fontSize.lg } },
});
