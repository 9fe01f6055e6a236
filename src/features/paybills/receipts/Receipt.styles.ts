import { css } from '@/styles/css';
import { colors, fontSize, radius, space } from '@/styles/theme';
import { sectionCard, stepTitle } from '../form-controls';

export const receipt = {
  card: css([sectionCard, { borderColor: colors.success }]),
  title: css([stepTitle, { color: colors.success }]),
  tokenBox: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.sm,
    padding: space.md,
    borderRadius: radius.md,
    background: colors.successTint,
  }),
  tokenLabel: css({ fontSize: fontSize.sm, color: colors.muted, fontWeight: 700 }),
  token: css({
    fontSize: fontSize.xl,
    fontWeight: 800,
    letterSpacing: '0.04em',
    color: colors.ink,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
};
