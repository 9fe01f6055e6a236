import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, motion, radius, space } from '@/styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'dark';

const palette: Record<ButtonVariant, { bg: string; fg: string; border: string; hoverBg: string }> = {
  primary: { bg: colors.primary, fg: colors.white, border: colors.primary, hoverBg: colors.primaryDark },
  secondary: { bg: colors.white, fg: colors.primary, border: colors.primary, hoverBg: colors.primaryTint },
  accent: { bg: colors.accent, fg: colors.ink, border: colors.accent, hoverBg: colors.accentHover },
  ghost: { bg: 'transparent', fg: colors.ink, border: 'transparent', hoverBg: colors.surface },
  dark: { bg: colors.ink, fg: colors.white, border: colors.ink, hoverBg: colors.black },
};

type ButtonSize = 'md' | 'lg';

function buttonStyle(variant: ButtonVariant, size: ButtonSize) {
  const p = palette[variant];
  return css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.sm,
    minHeight: size === 'lg' ? '52px' : layout.tapTarget,
    paddingInline: size === 'lg' ? space.xl : space.lg,
    borderRadius: radius.pill,
    border: `2px solid ${p.border}`,
    background: p.bg,
    color: p.fg,
    fontSize: size === 'lg' ? fontSize.lg : fontSize.md,
    fontWeight: 700,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background ${motion.fast}, transform ${motion.fast}, box-shadow ${motion.fast}`,
    '&:hover': { background: p.hoverBg },
    '&:active': { transform: 'translateY(1px)' },
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed', transform: 'none' },
  });
}

/** Every button look, made once: the site's stylesheet holds them all (site-stylesheet.ts). */
export const BUTTON_STYLES = Object.fromEntries(
  (Object.keys(palette) as ButtonVariant[]).flatMap((variant) => (['md', 'lg'] as const).map((size) => [`${variant}-${size}`, buttonStyle(variant, size)])),
) as Record<`${ButtonVariant}-${ButtonSize}`, ReturnType<typeof buttonStyle>>;

/** One look for every button and button-like link on the site. */
export function buttonStyles(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return BUTTON_STYLES[`${variant}-${size}`];
}
