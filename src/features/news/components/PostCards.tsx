import { ContentImage } from '@/components/ui/ContentImage';
import { IntentLink } from '@/components/ui/IntentLink';
import type { PostCard } from '@/lib/content';
import { longDate } from '@/components/ui/long-date';
import { postHref } from '../pagination';
import { postCards as styles } from './PostCards.styles';

export function PostCards({ posts }: { posts: PostCard[] }) {
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug}>
          <article className={styles.card}>
            <ContentImage image={post.coverImage} sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" />
            <h2>
              <IntentLink className={styles.link} href={postHref(post.slug)}>
                {post.title}
              </IntentLink>
            </h2>
            <time className={styles.meta} dateTime={post.date}>
              {longDate(post.date)}
            </time>
            <p>{post.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
