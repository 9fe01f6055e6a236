import { platformAnchor } from '@/lib/anchors';
import { ContentImage } from '@/components/ui/ContentImage';
import type { HomePage } from '@/lib/content';
import { Disclosure } from '@/components/ui/Disclosure';
import { OpenDisclosureOnHash } from '@/components/ui/OpenDisclosureOnHash';
import { platformCards as styles } from './PlatformCards.styles';

export function PlatformCards({ cards }: { cards: HomePage['platformCards'] }) {
  return (
    <div className={styles.grid}>
      {cards.map((platform) => (
        <article key={platform._id} className={styles.card}>
          <div
            className={styles.visual}
            style={
              platform.backgroundImg?.url ? { backgroundImage: `url("${platform.backgroundImg.url}")` } : undefined
            }
          >
            <ContentImage image={platform.mainImg} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw" />
          </div>
          <Disclosure
            anchorId={platformAnchor(platform._id)}
            icon="chevron"
            className={styles.body}
            summaryClassName={styles.toggle}
            contentClassName={styles.details}
            summary={
              <>
                <h3 className={styles.title}>{platform.title}</h3>
                <p className={styles.description}>{platform.description}</p>
              </>
            }
          >
            <strong>{platform.subtitle}</strong>
            <p>{platform.headerdescription}</p>
          </Disclosure>
        </article>
      ))}
      <OpenDisclosureOnHash prefix={platformAnchor('')} />
    </div>
  );
}
