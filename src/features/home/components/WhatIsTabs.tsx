'use client';

import { useState } from 'react';
import { whatIsAnchor } from '@/lib/anchors';
import { AnyLink } from '@/components/ui/AnyLink';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { useHashTarget } from '@/hooks/use-hash-target';
import { TabList } from '@/components/ui/TabList';
import { HOME_TEXT } from '../strings';
import { button } from '@/components/ui/Button.styles';
import { whatIs as styles } from './WhatIsTabs.styles';

type Category = { _id: string; title: string; shortcontent: string; mainDescription: string; readMoreHref: string; img: ContentImageData };

/** "What is {product}": a tab list of categories; the selected one shows its picture, story and link. */
type WhatIsTabsProps = { readMorePrefix: string; categories: Category[] };

export function WhatIsTabs({ readMorePrefix, categories }: WhatIsTabsProps) {
  const [selected, setSelected] = useState(0);
  useHashTarget('what-is-', (id) => {
    const index = categories.findIndex((category) => category._id === id);
    if (index >= 0) setSelected(index);
  });
  const active = categories[selected];
  if (!active) return null;

  return (
    <div className={styles.grid}>
      <TabList
        tabs={categories.map((category) => ({ id: whatIsAnchor(category._id), label: category.title }))}
        selected={selected}
        onSelect={setSelected}
        panelId="what-is-panel"
        labelledBy="what-is-heading"
        look="cards"
      />
      <div className={styles.panel} role="tabpanel" id="what-is-panel" aria-labelledby={whatIsAnchor(active._id)}>
        <ContentImage image={active.img} />
        <div>
          <h3>{active.title}</h3>
          <p className={styles.lead}>{active.shortcontent}</p>
          <p>{active.mainDescription}</p>
          <AnyLink className={button.primary} href={active.readMoreHref}>
            {HOME_TEXT.readMore(readMorePrefix, active.title)}
          </AnyLink>
        </div>
      </div>
    </div>
  );
}
