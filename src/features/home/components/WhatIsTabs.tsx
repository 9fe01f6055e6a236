import { whatIsAnchor } from '@/lib/anchors';
import { AnyLink } from '@/components/ui/AnyLink';
import { ContentImage } from '@/components/ui/ContentImage';
import type { HomePage } from '@/lib/content';
import { TabList } from '@/components/ui/TabList';
import { HOME_TEXT } from '../strings';
import { button } from '@/components/ui/Button.styles';
import { whatIs as styles } from './WhatIsTabs.styles';

type WhatIsTabsProps = { readMorePrefix: string; categories: HomePage['whatIsCategories'] };

export function WhatIsTabs({ readMorePrefix, categories }: WhatIsTabsProps) {
  return (
    <TabList
      className={styles.grid}
      look="cards"
      labelledBy="what-is-heading"
      hashPrefix={whatIsAnchor('')}
      defaultIndex={0}
      tabs={categories.map((category) => ({
        panelId: whatIsAnchor(category._id),
        label: category.title,
        panel: (
          <div className={styles.panel}>
            <ContentImage image={category.img} />
            <div>
              <h3>{category.title}</h3>
              <p className={styles.lead}>{category.shortcontent}</p>
              <p>{category.mainDescription}</p>
              <AnyLink className={button.primary} href={category.readMoreHref}>
                {HOME_TEXT.readMore(readMorePrefix, category.title)}
              </AnyLink>
            </div>
          </div>
        ),
      }))}
    />
  );
}
