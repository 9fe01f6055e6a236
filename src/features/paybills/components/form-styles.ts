import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, motion, mq, radius, space } from '@/styles/theme';

/** The look shared by every pay-bills field, panel section and summary list. */

export const stack = css({ display: 'grid', gap: space.md });

export const fieldStyle = css({ display: 'grid', gap: space.xs });

export const labelStyle = css({ fontWeight: 700, fontSize: fontSize.sm, color: colors.ink });

export const controlStyle = css({
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
});

// Headings that take focus scroll clear of the sticky site header.
export const stepTitle = css({ fontSize: fontSize.lg, fontWeight: 800, color: colors.ink, scrollMarginTop: `calc(${layout.headerHeight} + ${space.lg})`, '&:focus': { outline: 'none' } });

export const sectionCard = css({
  display: 'grid',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  background: colors.white,
  [mq.md]: { padding: space.lg },
});

export const actionsRow = css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const twoColumns = css({ display: 'grid', gap: space.md, [mq.md]: { gridTemplateColumns: '1fr 1fr' } });

export const definitionList = css({
  display: 'grid',
  gap: 0,
  margin: 0,
  '& > div': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: space.md,
    padding: `${space.sm} 0`,
    borderBottom: `1px dashed ${colors.border}`,
  },
  '& > div:last-of-type': { borderBottom: 'none' },
  dt: { color: colors.muted },
  dd: { margin: 0, fontWeight: 700, color: colors.ink, textAlign: 'right', overflowWrap: 'anywhere' },
});

export const noteStyle = css({
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  background: colors.accentTint,
  color: colors.accentText,
  fontWeight: 600,
});

/** The surface of a button chosen from a set: a service tab, a distributor tile, a data period. */
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

export const fieldErrorStyle = css({ color: colors.danger, fontSize: fontSize.sm, fontWeight: 600 });
