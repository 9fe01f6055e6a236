/** Design tokens; contrast (WCAG AA) checked for every text/background pair used. */
export const colors = {
  primary: '#0A6847',
  primaryDark: '#064D33',
  primaryBright: '#0E7F57',
  primaryTint: '#E6F2EC',
  accent: '#F2A516',
  accentTint: '#FFF3D6',
  accentText: '#8A5A00',
  ink: '#14201B',
  muted: '#4F5E56',
  border: '#D5DED8',
  surface: '#F6F8F5',
  white: '#FFFFFF',
  danger: '#B42318',
  dangerTint: '#FEECEB',
  success: '#087443',
  successTint: '#E5F6EC',
  focus: '#1F6FEB',
  accentHover: '#E09410',
  primaryTintHover: '#CFE6DA',
  onDarkMuted: '#D7E8DF',
  black: '#000000',
} as const;

export const translucent = {
  onDark: 'rgba(255, 255, 255, 0.12)',
  onDarkHover: 'rgba(255, 255, 255, 0.24)',
  onDarkLine: 'rgba(255, 255, 255, 0.16)',
  onDarkBorder: 'rgba(255, 255, 255, 0.35)',
  busy: 'rgba(255, 255, 255, 0.85)',
  scrim: 'rgba(20, 32, 27, 0.55)',
  accentGlow: 'rgba(242, 165, 22, 0.35)',
  primaryGlow: 'rgba(10, 104, 71, 0.12)',
  bevel: 'rgba(0, 0, 0, 0.18)',
} as const;

export const googlePlayMark = { green: '#34A853', blue: '#4285F4', red: '#EA4335', yellow: '#FBBC04' } as const;

export const space = {
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  section: '80px',
} as const;

export const fontSize = { sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px', display: '48px' } as const;

export const radius = { sm: '8px', md: '12px', lg: '16px', pill: '999px' } as const;

export const shadow = {
  hairline: '0 1px 2px rgba(20, 32, 27, 0.06)',
  card: '0 1px 2px rgba(20, 32, 27, 0.06), 0 8px 24px rgba(20, 32, 27, 0.06)',
  /** For cards inside a clipping window: fades out within 12 px of the card's sides. */
  snug: '0 1px 2px rgba(20, 32, 27, 0.06), 0 4px 12px rgba(20, 32, 27, 0.08)',
  raised: '0 2px 4px rgba(20, 32, 27, 0.08), 0 16px 40px rgba(20, 32, 27, 0.12)',
} as const;

const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** A browser that runs no JavaScript: what needs script steps aside for what the browser does itself. */
  noScript: '@media (scripting: none)',
} as const;

/** A visitor who asked for less data (the attribute src/lib/data-saver.ts marks the page with): what only decorates steps aside. */
export const savesData = 'html[data-saves-data] &';

export const motion = { fast: '150ms ease-out', base: '250ms ease-out' } as const;

export const layout = { maxWidth: '1200px', headerHeight: '72px', tapTarget: '44px' } as const;

export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const centeredColumn = { maxWidth: layout.maxWidth, marginInline: 'auto' } as const;
export const pageGrid = { display: 'grid', gap: space.xl, ...centeredColumn } as const;

export const tapSquare = { width: layout.tapTarget, height: layout.tapTarget } as const;
export const inlineRow = { display: 'inline-flex', alignItems: 'center' } as const;
export const centeredContent = { ...inlineRow, justifyContent: 'center' } as const;
export const roundIconButton = { ...tapSquare, ...centeredContent, borderRadius: radius.pill } as const;

export const outlinedSurface = { background: colors.white, border: `1px solid ${colors.border}` } as const;
export const cardSurface = { ...outlinedSurface, borderRadius: radius.lg, boxShadow: shadow.card } as const;
export const dangerSurface = {
  borderRadius: radius.md,
  border: `1px solid ${colors.danger}`,
  background: colors.dangerTint,
} as const;

export const belowHeader = `calc(${layout.headerHeight} + ${space.md})`;

export function columnGrid(gap: string, md: number, lg?: number) {
  return {
    display: 'grid',
    gap,
    [mq.md]: { gridTemplateColumns: `repeat(${md}, 1fr)` },
    ...(lg ? { [mq.lg]: { gridTemplateColumns: `repeat(${lg}, 1fr)` } } : {}),
  } as const;
}

export const heroGrid = {
  display: 'grid',
  gap: space.xl,
  alignItems: 'center',
  ...centeredColumn,
  padding: `${space.xxl} ${space.md}`,
} as const;
export const heroPicture = {
  display: 'block',
  width: '100%',
  maxWidth: '520px',
  marginInline: 'auto',
  '& > svg': { width: '100%', height: 'auto' },
} as const;

export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: '2px',
} as const;

/** Below the first view: laid out only as it nears the screen, holding the size it last had (or this guess) until then. */
export const laidOutNearScreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 800px' } as const;
