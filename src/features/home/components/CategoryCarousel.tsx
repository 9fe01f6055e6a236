/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { moveCarousel, type CarouselMove } from '../carousel-index';
import { HOME_TEXT } from '../strings';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Container } from '@/components/ui/Container';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { colors, focusRing, fontSize, layout, motion, radius, shadow, space } from '@/styles/theme';

const CAROUSEL_STEP_PX = 288;
const CAROUSEL_INTERVAL_MS = 3000;

const section = css({ padding: `${space.xxl} 0` });
const top = css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: space.md, '& > div:first-of-type': { marginBottom: 0 } });
const arrows = css({ display: 'flex', gap: space.sm, flexShrink: 0 });
const arrow = css({
  width: layout.tapTarget,
  height: layout.tapTarget,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.pill,
  border: `2px solid ${colors.primary}`,
  background: colors.white,
  color: colors.primary,
  cursor: 'pointer',
  transition: `background ${motion.fast}`,
  '&:hover': { background: colors.primaryTint },
  '&:focus-visible': focusRing,
  '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
});
const viewport = css({ overflow: 'hidden', marginTop: space.lg, paddingBlock: space.sm });
const track = (index: number) =>
  css({
    display: 'flex',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    transform: `translateX(-${index * CAROUSEL_STEP_PX}px)`,
    transition: 'transform 0.6s ease',
  });
const slide = css({ flex: '0 0 18rem', paddingRight: space.md });
const card = css({
  height: '100%',
  background: colors.white,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  overflow: 'hidden',
  img: { width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', background: colors.primaryTint },
  h3: { fontSize: fontSize.lg, padding: `${space.md} ${space.md} ${space.xs}` },
  p: {
    // Margin, not padding: padding would show the start of a fourth line below the clamp.
    margin: `0 ${space.md} ${space.md}`,
    color: colors.muted,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
});

type Category = { _id: string; title: string; shortcontent: string; img: ContentImageData };

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

/** Category cards that advance every 3 s, pausing while hovered or focused and under reduced motion. */
export function CategoryCarousel({ title, categories }: { title: string; categories: Category[] }) {
  const count = categories.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (hovered || focused || reducedMotion || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => moveCarousel(current, 'auto', count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hovered, focused, reducedMotion, count]);

  const move = (step: CarouselMove) => setIndex((current) => moveCarousel(current, step, count));

  return (
    <section
      css={section}
      aria-roledescription="carousel"
      aria-labelledby="categories-heading"
      id="categories"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Container>
        <div css={top}>
          <SectionHeading id="categories-heading" title={title} align="left" />
          <div css={arrows}>
            <button type="button" css={arrow} aria-label={HOME_TEXT.previousCategory} aria-disabled={index === 0} onClick={() => move('previous')}>
              <Chevron direction="left" />
            </button>
            <button type="button" css={arrow} aria-label={HOME_TEXT.nextCategory} aria-disabled={index === count - 1} onClick={() => move('next')}>
              <Chevron direction="right" />
            </button>
          </div>
        </div>
        <div css={viewport}>
          <ul css={track(index)}>
            {categories.map((category, position) => (
              <li key={category._id} css={slide} aria-roledescription="slide" aria-label={HOME_TEXT.slideLabel(position + 1, count, category.title)}>
                <article css={card}>
                  <ContentImage image={category.img} decorative />
                  <h3>{category.title}</h3>
                  <p>{category.shortcontent}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
