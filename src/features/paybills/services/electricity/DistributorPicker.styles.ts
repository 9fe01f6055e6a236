import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, motion, mq, plainList, radius, space, translucent } from '@/styles/theme';
import { choiceSurface, plainFieldset } from '../../form-controls';

export const distributorPicker = {
  section: css({ display: 'grid', gap: space.md }),
  meterTypes: css({ ...plainFieldset, display: 'flex', flexWrap: 'wrap', gap: space.sm }),
  legend: css({ fontWeight: 700, fontSize: fontSize.sm, marginBottom: space.sm, padding: 0 }),
  meterType: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.sm,
    minHeight: layout.tapTarget,
    padding: `0 ${space.md}`,
    border: `1px solid ${colors.border}`,
    borderRadius: radius.pill,
    cursor: 'pointer',
    fontWeight: 600,
    '&:has(input:checked)': { borderColor: colors.primary, background: colors.primaryTint, color: colors.primaryDark },
    '&:has(input:focus-visible)': focusRing,
    input: { width: 18, height: 18, accentColor: colors.primary, margin: 0 },
  }),
  grid: css({
    ...plainList,
    display: 'grid',
    gap: space.sm,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  tile: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.sm,
    width: '100%',
    minHeight: '112px',
    padding: space.md,
    ...choiceSurface,
    textAlign: 'center',
    transition: `border-color ${motion.fast}, box-shadow ${motion.fast}, transform ${motion.fast}`,
    '&:hover:not(:disabled)': {
      borderColor: colors.primary,
      boxShadow: `0 6px 16px ${translucent.primaryGlow}`,
      transform: 'translateY(-1px)',
    },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    [mq.reducedMotion]: { '&:hover:not(:disabled)': { transform: 'none' } },
  }),
  loading: css({ display: 'flex', alignItems: 'center', gap: space.sm, color: colors.muted }),
};
