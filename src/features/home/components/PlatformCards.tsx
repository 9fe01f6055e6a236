/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useState } from 'react';
import { platformAnchor } from '@/lib/anchors';
import { Container } from '@/components/ui/Container';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { useHashTarget } from '@/hooks/use-hash-target';
import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space } from '@/styles/theme';

const section = css({ padding: `${space.xxl} 0`, [mq.md]: { padding: `${space.section} 0` } });
// Cards in a row share one height, also while one of them shows its details.
const grid = css({ display: 'grid', gap: space.lg, alignItems: 'stretch', [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } });
const card = css({
  display: 'flex',
  flexDirection: 'column',
  background: colors.white,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  overflow: 'hidden',
  scrollMarginTop: `calc(${layout.headerHeight} + ${space.md})`,
});
const visual = (background: string | null) =>
  css({
    display: 'flex',
    justifyContent: 'center',
    padding: `${space.lg} ${space.md} 0`,
    background: background ? `url("${background}") center / cover no-repeat` : colors.primaryTint,
    img: { width: '100%', maxWidth: '240px', aspectRatio: '4 / 3', objectFit: 'contain' },
  });
const body = css({ padding: space.md, p: { color: colors.muted } });
const toggle = css({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  minHeight: layout.tapTarget,
  padding: 0,
  border: 0,
  background: 'none',
  fontSize: fontSize.lg,
  fontWeight: 800,
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: radius.sm,
  '&:focus-visible': focusRing,
  svg: { flexShrink: 0, color: colors.primary, transition: `transform ${motion.base}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});
const details = css({
  marginTop: space.md,
  paddingTop: space.md,
  borderTop: `1px solid ${colors.border}`,
  strong: { display: 'block', color: colors.primary, marginBottom: space.xs },
});

type PlatformCard = {
  _id: string;
  title: string;
  description: string;
  subtitle: string;
  headerdescription: string;
  backgroundImg: ContentImageData;
  mainImg: ContentImageData;
};

/** "How our platform can help you": four cards whose details expand from a button. */
export function PlatformCards({ heading, intro, cards }: { heading: string; intro: string | null; cards: PlatformCard[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleCard = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  useHashTarget('platform-', (id) => setExpanded((current) => new Set(current).add(id)));

  return (
    <section css={section} id="platform" aria-labelledby="platform-heading">
      <Container>
        <SectionHeading id="platform-heading" title={heading} intro={intro} />
        <div css={grid}>
          {cards.map((platform) => {
            const open = expanded.has(platform._id);
            const detailsId = `${platformAnchor(platform._id)}-details`;
            return (
              <article key={platform._id} id={platformAnchor(platform._id)} css={card}>
                <div css={visual(platform.backgroundImg?.url ?? null)}>
                  <ContentImage image={platform.mainImg} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw" />
                </div>
                <div css={body}>
                  <h3>
                    <button type="button" css={toggle} aria-expanded={open} aria-controls={detailsId} onClick={() => toggleCard(platform._id)}>
                      {platform.title}
                      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                        <path d="m6 9 6 6 6-6" />
                      </svg>
                    </button>
                  </h3>
                  <p>{platform.description}</p>
                  <div id={detailsId} css={details} hidden={!open}>
                    <strong>{platform.subtitle}</strong>
                    <p>{platform.headerdescription}</p>
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
