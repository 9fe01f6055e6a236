'use client';

import { useState } from 'react';
import { platformAnchor } from '@/lib/anchors';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { DisclosureHeading } from '@/components/ui/DisclosureHeading';
import { useHashTarget } from '@/hooks/use-hash-target';
import { platformCards as styles } from './PlatformCards.styles';

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
export function PlatformCards({ cards }: { cards: PlatformCard[] }) {
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
    <div className={styles.grid}>
      {cards.map((platform) => {
        const open = expanded.has(platform._id);
        const detailsId = `${platformAnchor(platform._id)}-details`;
        return (
          <article key={platform._id} id={platformAnchor(platform._id)} className={styles.card}>
            <div className={styles.visual} style={platform.backgroundImg?.url ? { backgroundImage: `url("${platform.backgroundImg.url}")` } : undefined}>
              <ContentImage image={platform.mainImg} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw" />
            </div>
            <div className={styles.body}>
              <DisclosureHeading open={open} controls={detailsId} onToggle={() => toggleCard(platform._id)} icon="chevron" className={styles.toggle}>
                {platform.title}
              </DisclosureHeading>
              <p>{platform.description}</p>
              <div id={detailsId} className={styles.details} hidden={!open}>
                <strong>{platform.subtitle}</strong>
                <p>{platform.headerdescription}</p>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
