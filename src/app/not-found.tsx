import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { PageHero } from '@/components/ui/PageHero';

export const metadata: Metadata = { title: 'Page not found' };

const illustration = { url: '/illustrations/not-found.svg', alt: 'A rider looking at a map, lost', width: 480, height: 360 };

export default function NotFound() {
  return (
    <PageHero eyebrow="Error 404" title="We couldn't find that page" intro="The link may be old or mistyped. Let's get you back on track." image={illustration}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink href="/contactus" variant="secondary">
          Contact support
        </ButtonLink>
      </div>
    </PageHero>
  );
}
