import { faqAnchor } from '@/lib/anchors';
import { Disclosure } from '@/components/ui/Disclosure';
import { OpenDisclosureOnHash } from '@/components/ui/OpenDisclosureOnHash';
import { activeFaqId } from '@/features/about/faq-state';
import type { AboutPage } from '@/lib/content';
import { faqAccordion as styles } from './FaqAccordion.styles';

export function FaqAccordion({ items }: { items: AboutPage['faqItems'] }) {
  const openId = activeFaqId(items);
  return (
    <div className={styles.list}>
      {items.map((faq) => (
        <Disclosure
          key={faq.id}
          group="faq"
          open={faq.id === openId}
          anchorId={faqAnchor(faq.id)}
          icon="plus"
          className={styles.item}
          summaryClassName={styles.question}
          contentClassName={styles.answer}
          summary={<h3 className={styles.questionText}>{faq.question}</h3>}
        >
          <p>{faq.answer}</p>
        </Disclosure>
      ))}
      <OpenDisclosureOnHash prefix={faqAnchor('')} />
    </div>
  );
}
