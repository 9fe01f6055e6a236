/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useState } from 'react';
import { faqAnchor } from '@/lib/anchors';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { useHashTarget } from '@/hooks/use-hash-target';
import { colors, focusRing, fontSize, layout, motion, mq, radius, space } from '@/styles/theme';
import { activeFaqId } from '@/features/about/faq-state';

const section = css({ padding: `${space.xxl} 0`, background: colors.surface, [mq.md]: { padding: `${space.section} 0` } });
const list = css({ maxWidth: '800px', marginInline: 'auto', display: 'grid', gap: space.sm });
const item = css({
  background: colors.white,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  scrollMarginTop: `calc(${layout.headerHeight} + ${space.md})`,
});
const question = css({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  minHeight: '56px',
  padding: `${space.sm} ${space.md}`,
  border: 0,
  background: 'none',
  borderRadius: radius.md,
  fontSize: fontSize.md,
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  svg: { flexShrink: 0, color: colors.primary, transition: `transform ${motion.base}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(45deg)' },
  [mq.md]: { fontSize: fontSize.lg, padding: `${space.sm} ${space.lg}` },
});
const answer = css({ padding: `0 ${space.md} ${space.md}`, color: colors.muted, [mq.md]: { padding: `0 ${space.lg} ${space.lg}` } });

type FaqItem = { id: string; question: string; answer: string };

/** The FAQ as an accordion: one answer open at a time, what-is by default, `#faq-<id>` opens one. */
export function FaqAccordion({ heading, items }: { heading: string; items: FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(() => activeFaqId(items));
  useHashTarget('faq-', (id) => setOpenId(activeFaqId(items, id)));

  return (
    <section css={section} id="faq" aria-labelledby="faq-heading">
      <Container>
        <SectionHeading id="faq-heading" title={heading} />
        <div css={list}>
          {items.map((faq) => {
            const open = faq.id === openId;
            return (
              <div key={faq.id} id={faqAnchor(faq.id)} css={item}>
                <h3>
                  <button
                    type="button"
                    css={question}
                    aria-expanded={open}
                    aria-controls={`${faqAnchor(faq.id)}-answer`}
                    onClick={() => setOpenId(open ? null : faq.id)}
                  >
                    {faq.question}
                    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                      <path d="M12 5v14M5 12h14" />
                    </svg>
                  </button>
                </h3>
                <div id={`${faqAnchor(faq.id)}-answer`} css={answer} hidden={!open}>
                  <p>{faq.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
