/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useState } from 'react';
import { whatIsAnchor } from '@/lib/anchors';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { useHashTarget } from '@/hooks/use-hash-target';
import { useTabList } from '@/hooks/use-tab-list';
import { HOME_TEXT } from '../strings';
import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space } from '@/styles/theme';

const section = css({ padding: `${space.xxl} 0`, background: colors.surface, [mq.md]: { padding: `${space.section} 0` } });
const grid = css({ display: 'grid', gap: space.lg, [mq.lg]: { gridTemplateColumns: '340px 1fr', alignItems: 'start' } });
const tabList = css({ display: 'grid', gap: space.sm });
const tab = (selected: boolean) =>
  css({
    display: 'grid',
    gap: space.xs,
    textAlign: 'left',
    minHeight: layout.tapTarget,
    padding: space.md,
    borderRadius: radius.md,
    border: `2px solid ${selected ? colors.primary : colors.border}`,
    background: selected ? colors.white : 'transparent',
    boxShadow: selected ? shadow.card : 'none',
    cursor: 'pointer',
    scrollMarginTop: `calc(${layout.headerHeight} + ${space.md})`,
    transition: `border-color ${motion.fast}, background ${motion.fast}`,
    '&:hover': { borderColor: colors.primary },
    '&:focus-visible': focusRing,
    fontSize: fontSize.lg,
    fontWeight: 700,
    color: selected ? colors.primary : colors.ink,
  });
const panel = css({
  display: 'grid',
  gap: space.lg,
  padding: space.lg,
  background: colors.white,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  [mq.md]: { gridTemplateColumns: '0.9fr 1.1fr', alignItems: 'center', padding: space.xl },
  img: { width: '100%', borderRadius: radius.md, background: colors.primaryTint },
  h3: { fontSize: fontSize.xl, marginBottom: space.sm, [mq.md]: { fontSize: fontSize.xxl } },
  p: { color: colors.muted, marginBottom: space.lg },
});

const lead = css({ fontWeight: 600, color: colors.ink });

type Category = { _id: string; title: string; shortcontent: string; mainDescription: string; readMoreHref: string; img: ContentImageData };

/** "What is {product}": a tab list of categories; the selected one shows its picture, story and link. */
type WhatIsSectionProps = { heading: string; intro: string | null; readMorePrefix: string; categories: Category[] };

export function WhatIsSection({ heading, intro, readMorePrefix, categories }: WhatIsSectionProps) {
  const [selected, setSelected] = useState(0);
  const { onKeyDown, tabRef } = useTabList(categories.length, setSelected);
  useHashTarget('what-is-', (id) => {
    const index = categories.findIndex((category) => category._id === id);
    if (index >= 0) setSelected(index);
  });
  const active = categories[selected];
  if (!active) return null;

  return (
    <section css={section} id="what-is" aria-labelledby="what-is-heading">
      <Container>
        <SectionHeading id="what-is-heading" title={heading} intro={intro} />
        <div css={grid}>
          <div css={tabList} role="tablist" aria-orientation="vertical" aria-labelledby="what-is-heading">
            {categories.map((category, index) => (
              <button
                key={category._id}
                ref={tabRef(index)}
                id={whatIsAnchor(category._id)}
                type="button"
                role="tab"
                css={tab(index === selected)}
                aria-selected={index === selected}
                aria-controls="what-is-panel"
                tabIndex={index === selected ? 0 : -1}
                onClick={() => setSelected(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {category.title}
              </button>
            ))}
          </div>
          <div css={panel} role="tabpanel" id="what-is-panel" aria-labelledby={whatIsAnchor(active._id)}>
            <ContentImage image={active.img} />
            <div>
              <h3>{active.title}</h3>
              <p css={lead}>{active.shortcontent}</p>
              <p>{active.mainDescription}</p>
              <ButtonLink href={active.readMoreHref}>{HOME_TEXT.readMore(readMorePrefix, active.title)}</ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
