import type { PortableTextBlock } from '@portabletext/react';
import { Container } from '@/components/ui/Container';
import { ContentImage } from '@/components/ui/ContentImage';
import { longDate } from '@/components/ui/long-date';
import { HeroPicture } from '@/components/ui/HeroPicture';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import type { Post } from '@/lib/content';
import { NEWS_TEXT } from '../strings';
import { postArticle as styles } from './PostArticle.styles';

export function PostArticle({ post }: { post: Post }) {
  return (
    <article>
      <PageHero
        title={post.title}
        intro={post.excerpt}
        picture={post.coverImage.url && <HeroPicture image={post.coverImage} />}
      >
        <p className={styles.byline}>
          <ContentImage image={post.author.picture} className={styles.avatar} decorative />
          <span>
            {NEWS_TEXT.by} {post.author.name}
            <br />
            <time dateTime={post.date}>{longDate(post.date)}</time>
          </span>
        </p>
      </PageHero>
      <div className={styles.body}>
        <Container>
          <RichText value={post.body as PortableTextBlock[]} />
        </Container>
      </div>
    </article>
  );
}
