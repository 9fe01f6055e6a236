'use client';

import { useState } from 'react';
import { faqAnchor } from '@/lib/anchors';
import { useHashTarget } from '@/hooks/use-hash-target';
import { activeFaqId } from '@/features/about/faq-state';
import { faqAccordion as styles } from './FaqAccordion.styles';

type FaqItem = { id: string; question: string; answer: string };

/** The FAQ as an accordion: one answer open at a time, what-is by default, `#faq-<id>` opens one. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(() => activeFaqId(items));
  useHashTarget('faq-', (id) => setOpenId(activeFaqId(items, id)));

  return (
    <>
      <div className={styles.list}>
        {items.map((faq) => {
          const open = faq.id === openId;
          return (
            <div key={faq.id} id={faqAnchor(faq.id)} className={styles.item}>
              <h3>
                <button type="button" className={styles.question} aria-expanded={open} aria-controls={`${faqAnchor(faq.id)}-answer`} onClick={() => setOpenId(open ? null : faq.id)}>
                  {faq.question}
                  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                    <path d="M12 5v14M5 12h14" />
                  </svg>
                </button>
              </h3>
              <div id={`${faqAnchor(faq.id)}-answer`} className={styles.answer} hidden={!open}>
                <p>{faq.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </>
  );
}
