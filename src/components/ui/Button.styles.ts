import { css } from '@/styles/css';
import { centeredContent, colors, focusRing, fontSize, layout, motion, radius, space } from '@/styles/theme';

const PALETTES = {
  primary: { bg: colors.primary, fg: colors.white, border: colors.primary, hoverBg: colors.primaryDark },
  secondary: { bg: colors.white, fg: colors.primary, border: colors.primary, hoverBg: colors.primaryTint },
  accent: { bg: colors.accent, fg: colors.ink, border: colors.accent, hoverBg: colors.accentHover },
  ghost: { bg: 'transparent', fg: colors.ink, border: 'transparent', hoverBg: colors.surface },
};

function look(palette: (typeof PALETTES)[keyof typeof PALETTES], size: 'md' | 'lg') {
  return {
    ...centeredContent,
    gap: space.sm,
    minHeight: size === 'lg' ? '52px' : layout.tapTarget,
    paddingInline: size === 'lg' ? space.xl : space.lg,
    borderRadius: radius.pill,
    border: `2px solid ${palette.border}`,
    background: palette.bg,
    color: palette.fg,
    fontSize: size === 'lg' ? fontSize.lg : fontSize.md,
    fontWeight: 700,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background ${motion.fast}, transform ${motion.fast}, box-shadow ${motion.fast}`,
    '&:hover': { background: palette.hoverBg },
    '&:active': { transform: 'translateY(1px)' },
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed', transform: 'none' },
  } as const;
}

export const button = {
  primary: css(look(PALETTES.primary, 'md')),
  primaryLarge: css(look(PALETTES.primary, 'lg')),
  secondary: css(look(PALETTES.secondary, 'md')),
  secondaryLarge: css(look(PALETTES.secondary, 'lg')),
  accent: css(look(PALETTES.accent, 'md')),
  ghost: css(look(PALETTES.ghost, 'md')),
};
