/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useState } from 'react';
import { Container } from '@/components/ui/Container';
import { ContentImage } from '@/components/ui/ContentImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { AboutPage } from '@/lib/content';
import { useTabList } from '@/hooks/use-tab-list';
import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space } from '@/styles/theme';

const DEFAULT_HOW_IT_WORKS_TAB = 'service-provider';

const section = css({ padding: `${space.xxl} 0`, [mq.md]: { padding: `${space.section} 0` } });
const tabList = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.sm,
  marginBottom: space.xl,
});
const tab = (selected: boolean) =>
  css({
    minHeight: layout.tapTarget,
    padding: `0 ${space.lg}`,
    borderRadius: radius.pill,
    border: `2px solid ${selected ? colors.primary : colors.border}`,
    background: selected ? colors.primary : colors.white,
    color: selected ? colors.white : colors.ink,
    fontWeight: 700,
    cursor: 'pointer',
    transition: `background ${motion.fast}, border-color ${motion.fast}`,
    '&:hover': { borderColor: colors.primary },
    '&:focus-visible': focusRing,
  });
const panel = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'center',
  [mq.md]: { gridTemplateColumns: '0.8fr 1.2fr' },
  '& > img': { width: '100%', maxWidth: '340px', marginInline: 'auto' },
  h3: { fontSize: fontSize.xl, marginBottom: space.sm, [mq.md]: { fontSize: fontSize.xxl } },
});
const lead = css({ color: colors.muted, marginBottom: space.lg });
const steps = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  counterReset: 'step',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  li: {
    counterIncrement: 'step',
    padding: space.md,
    borderRadius: radius.md,
    background: colors.white,
    border: `1px solid ${colors.border}`,
    boxShadow: shadow.card,
    '&::before': {
      content: 'counter(step)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '32px',
      height: '32px',
      borderRadius: radius.pill,
      background: colors.accent,
      color: colors.ink,
      fontWeight: 800,
      marginBottom: space.sm,
    },
  },
  h4: { fontSize: fontSize.md, marginBottom: space.xs },
  p: { color: colors.muted, fontSize: fontSize.sm },
});

/** "How it works" for each audience: a tab list, default service-provider, with four steps per tab. */
export function HowItWorksTabs({ heading, tabs }: { heading: string; tabs: AboutPage['howItWorksTabs'] }) {
  const [selected, setSelected] = useState(() => Math.max(0, tabs.findIndex((t) => t.key === DEFAULT_HOW_IT_WORKS_TAB)));
  const { onKeyDown, tabRef } = useTabList(tabs.length, setSelected);
  const active = tabs[selected];
  if (!active) return null;

  return (
    <section css={section} aria-labelledby="how-heading">
      <Container>
        <SectionHeading id="how-heading" title={heading} />
        <div css={tabList} role="tablist" aria-labelledby="how-heading">
          {tabs.map((item, index) => (
            <button
              key={item.key}
              ref={tabRef(index)}
              id={`how-tab-${item.key}`}
              type="button"
              role="tab"
              css={tab(index === selected)}
              aria-selected={index === selected}
              aria-controls="how-panel"
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div css={panel} role="tabpanel" id="how-panel" aria-labelledby={`how-tab-${active.key}`}>
          <ContentImage image={active.img} />
          <div>
            <h3>{active.header}</h3>
            <p css={lead}>{active.headerdescription}</p>
            <ol css={steps}>
              {active.steps.map((step) => (
                <li key={step.title}>
                  <h4>{step.title}</h4>
                  <p>{step.content}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Container>
    </section>
  );
}
