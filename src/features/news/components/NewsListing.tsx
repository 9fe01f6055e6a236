import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import type { NewsPage, PostCard } from '@/lib/content';
import { newsPageCount, postsOnPage } from '../pagination';
import { NEWS_TEXT } from '../strings';
import { NewsPagination } from './NewsPagination';
import { PostCards } from './PostCards';
import { newsListing as styles } from './NewsListing.styles';

export function NewsListing({ newsPage, posts, page }: { newsPage: NewsPage; posts: PostCard[]; page: number }) {
  const pages = newsPageCount(posts.length);
  return (
    <>
      <PageHero title={newsPage.heading} intro={newsPage.intro} />
      <section className={styles.section} aria-label={NEWS_TEXT.pageOf(page, pages)}>
        <Container>
          {posts.length === 0 ? (
            <p className={styles.empty}>{newsPage.emptyMessage}</p>
          ) : (
            <PostCards posts={postsOnPage(posts, page)} />
          )}
          <NewsPagination page={page} pages={pages} />
          <p className={styles.feed}>
            <a href="/news/feed.xml" type="application/rss+xml">
              {NEWS_TEXT.feedLink}
            </a>
          </p>
        </Container>
      </section>
    </>
  );
}
