import { stegaClean } from 'next-sanity';
import { Container } from '@/components/ui/Container';
import type { AboutPage } from '@/lib/content';
import { highlights } from './Highlights.styles';

/** Headline numbers, each with its source; none at all until an editor publishes sourced ones. */
export function Highlights({ label, items }: { label: string; items: AboutPage['highlights'] }) {
  if (items.length === 0) return null;
  return (
    <Container>
      <ul className={highlights.list} aria-label={stegaClean(label)}>
        {items.map((item) => (
          <li key={item.label}>
            <strong>{item.value}</strong>
            <span>{item.label}</span>
            <small>{item.source}</small>
          </li>
        ))}
      </ul>
    </Container>
  );
}
