import { css } from '@/styles/css';
import { colors, fontSize, mq, outlinedSurface, radius, space } from '@/styles/theme';

export const faqAccordion = {
  list: css({ maxWidth: '800px', marginInline: 'auto', display: 'grid', gap: space.sm }),
  // Positioned: a link to an answer (`#faq-…`) lands on the top of its question.
  item: css({
    position: 'relative',
    ...outlinedSurface,
    borderRadius: radius.md,
  }),
  question: css({
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    minHeight: '56px',
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.md,
    fontSize: fontSize.md,
    [mq.md]: { fontSize: fontSize.lg, padding: `${space.sm} ${space.lg}` },
  }),
  questionText: css({ fontSize: 'inherit' }),
  answer: css({
    padding: `0 ${space.md} ${space.md}`,
    color: colors.muted,
    [mq.md]: { padding: `0 ${space.lg} ${space.lg}` },
  }),
};
