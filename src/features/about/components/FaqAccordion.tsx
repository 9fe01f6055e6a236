'use client';

import { useState } from 'react';
import { faqAnchor } from '@/lib/anchors';
import { DisclosureHeading } from '@/components/ui/DisclosureHeading';
import { useHashTarget } from '@/hooks/use-hash-target';
import { activeFaqId } from '@/features/about/faq-state';
import { faqAccordion as styles } from './FaqAccordion.styles';

type FaqItem = { id: string; question: string; answer: string };

/** The FAQ as an accordion: one answer open at a time, what-is by default, `#faq-<id>` opens one. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(() => activeFaqId(items));
  useHashTarget('faq-', (id) => setOpenId(activeFaqId(items, id)));

  return (
    <div className={styles.list}>
      {items.map((faq) => {
        const open = faq.id === openId;
        return (
          <div key={faq.id} id={faqAnchor(faq.id)} className={styles.item}>
            <DisclosureHeading open={open} controls={`${faqAnchor(faq.id)}-answer`} onToggle={() => setOpenId(open ? null : faq.id)} icon="plus" className={styles.question}>
              {faq.question}
            </DisclosureHeading>
            <div id={`${faqAnchor(faq.id)}-answer`} className={styles.answer} hidden={!open}>
              <p>{faq.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
