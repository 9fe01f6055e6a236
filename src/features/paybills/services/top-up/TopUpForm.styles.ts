import { css } from '@/styles/css';
import { colors, focusRing, layout, radius, space } from '@/styles/theme';
import { choiceSurface, label, plainFieldset } from '../../form-controls';

export const topUpForm = {
  periods: css({ ...plainFieldset, display: 'grid', gap: space.sm }),
  periodsLegend: css([label, { padding: 0, marginBottom: space.sm }]),
  periodList: css({ ...plainFieldset, display: 'flex', flexWrap: 'wrap', gap: space.sm }),
  period: css({
    minHeight: layout.tapTarget,
    padding: `0 ${space.md}`,
    ...choiceSurface,
    borderRadius: radius.pill,
    '&[aria-pressed="true"]': {
      borderColor: colors.primary,
      background: colors.primaryTint,
      color: colors.primaryDark,
    },
    '&:focus-visible': focusRing,
  }),
};
