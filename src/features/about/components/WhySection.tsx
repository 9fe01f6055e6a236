import { ContentImage } from '@/components/ui/ContentImage';
import { Section } from '@/components/ui/Section';
import type { AboutPage } from '@/lib/content';
import { whySection } from './WhySection.styles';

export function WhySection({
  heading,
  intro,
  items,
}: {
  heading: string;
  intro: string | null;
  items: AboutPage['whyItems'];
}) {
  return (
    <Section headingId="why-heading" heading={heading} intro={intro} tone="surface">
      <ul className={whySection.grid}>
        {items.map((item) => (
          <li key={item._id}>
            <ContentImage image={item.icon} decorative />
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
