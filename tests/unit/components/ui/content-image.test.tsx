import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from '@/components/ui/ContentImage';
import { PriorityImage } from '@/components/ui/PriorityImage';
import { withResponsiveImages } from '@/lib/content/responsive-images';

const UPLOAD = 'https://cdn.sanity.io/images/abc123/production/9f8e7d6c5b4a-4000x3000.jpg';

function imgAttributes(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [
      match[1]!.toLowerCase(),
      match[2]!.replaceAll('&amp;', '&'),
    ]),
  );
}

describe('ContentImage', () => {
  it("serves an editor's 4000 px upload as CDN files sized for the screen, cropped and focused as the editor chose", () => {
    const image = withResponsiveImages({
      url: UPLOAD,
      alt: 'A rider with a parcel',
      width: 4000,
      height: 3000,
      crop: { top: 0, bottom: 0.25, left: 0, right: 0 },
      hotspot: { x: 0.4, y: 0.6 },
    });
    const img = imgAttributes(
      renderToStaticMarkup(<ContentImage image={image} sizes="(min-width: 768px) 40vw, 100vw" />),
    );
    expect(img.alt).toBe('A rider with a parcel');
    expect([img.width, img.height]).toEqual(['4000', '2250']);
    expect(img.sizes).toBe('(min-width: 768px) 40vw, 100vw');
    expect(img.loading).toBe('lazy');
    expect(img.style).toContain('object-position:40% 60%');
    const candidates = img.srcset!.split(', ').map((candidate) => new URL(candidate.split(' ')[0]!));
    expect(candidates.length).toBeGreaterThan(3);
    for (const url of [...candidates, new URL(img.src!)]) {
      expect(url.searchParams.get('auto')).toBe('format');
      expect(url.searchParams.get('rect')).toBe('0,0,4000,2250');
    }
    // A phone gets a file about its own width, never the 4000 px original.
    expect(Math.min(...candidates.map((url) => Number(url.searchParams.get('w'))))).toBeLessThanOrEqual(640);
    expect(Math.max(...candidates.map((url) => Number(url.searchParams.get('w'))))).toBeLessThan(4000);
  });

  it("shows an SVG as it is, at its own size, and the first view's fetched first", () => {
    const image = withResponsiveImages({
      url: '/seed-images/hero-phones.svg',
      alt: 'Phones showing Helpa',
      width: 520,
      height: 480,
    });
    const img = imgAttributes(renderToStaticMarkup(<PriorityImage image={image} />));
    expect(img.src).toBe('/seed-images/hero-phones.svg');
    expect(img.srcset).toBeUndefined();
    expect([img.width, img.height]).toEqual(['520', '480']);
    expect(img.loading).toBe('eager');
    expect(img.fetchpriority).toBe('high');
  });

  it('renders nothing without an image', () => {
    expect(renderToStaticMarkup(<ContentImage image={null} />)).toBe('');
    expect(renderToStaticMarkup(<PriorityImage image={null} />)).toBe('');
  });
});
