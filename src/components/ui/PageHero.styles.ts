import { css } from '@/styles/css';
import { colors, fontSize, heroGrid, heroPicture, mq, radius, space } from '@/styles/theme';

const inner = (hasImage: boolean) => ({
  ...heroGrid,
  [mq.md]: {
    padding: `${space.section} ${space.lg} ${space.xxl}`,
    gridTemplateColumns: hasImage ? '1.1fr 0.9fr' : '1fr',
  },
});

/** The opening band of an inner page, shared by PageHero and the error page. */
export const pageHero = {
  band: css({ background: `linear-gradient(180deg, ${colors.primaryTint} 0%, ${colors.white} 100%)` }),
  withImage: css(inner(true)),
  textOnly: css(inner(false)),
  eyebrow: css({
    display: 'inline-block',
    padding: `${space.xs} ${space.md}`,
    borderRadius: radius.pill,
    background: colors.accentTint,
    color: colors.accentText,
    fontWeight: 700,
    fontSize: fontSize.sm,
    marginBottom: space.md,
  }),
  title: css({
    fontSize: fontSize.xxl,
    fontWeight: 800,
    color: colors.ink,
    maxWidth: '20ch',
    [mq.md]: { fontSize: fontSize.display },
  }),
  intro: css({ marginTop: space.md, fontSize: fontSize.lg, color: colors.muted, maxWidth: '60ch' }),
  actions: css({ marginTop: space.lg }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: space.md }),
  image: css(heroPicture),
};
