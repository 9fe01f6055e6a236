import { describe, expect, it } from 'vitest';
import type { ContentImageData } from '@/components/ui/ContentImage';
import { withResponsiveImages } from '@/lib/content/responsive-images';

const UPLOAD = 'https://cdn.sanity.io/images/abc123/production/9f8e7d6c5b4a-1200x800.png';

describe('withResponsiveImages', () => {
  it('gives every raster upload in a query result its CDN sources, however deep, and leaves the rest as it was', () => {
    const page = {
      title: 'About',
      heroImage: { alt: 'Team', url: UPLOAD, width: 1200, height: 800, crop: null, hotspot: null },
      roleCards: [{ title: 'Giver', img: { alt: null, url: '/seed-images/giver.svg', width: 400, height: 300 } }],
      body: [{ _type: 'block', children: [{ text: 'url' }] }],
    };
    const mapped = withResponsiveImages(page);
    const hero = mapped.heroImage as NonNullable<ContentImageData>;
    expect(mapped.title).toBe('About');
    expect(mapped.roleCards).toEqual(page.roleCards);
    expect(mapped.body).toEqual(page.body);
    const widths = hero.srcSet!.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
    // Never wider than the upload itself.
    expect(widths).toEqual([320, 480, 640, 828, 1080, 1200]);
    expect(new URL(hero.src!).searchParams.get('w')).toBe('1080');
    expect(hero.objectPosition).toBeUndefined();
    expect(page.heroImage).not.toHaveProperty('srcSet');
  });

  it('keeps crop and hotspot on the server, raster or not: they are in the sources by then', () => {
    const crop = { top: 0.1, bottom: 0, left: 0, right: 0 };
    const mapped = withResponsiveImages({
      upload: { alt: 'Team', url: UPLOAD, width: 1200, height: 800, crop, hotspot: { x: 0.3, y: 0.6 } },
      svg: { alt: 'Logo', url: '/seed-images/logo.svg', width: 40, height: 40, crop: null, hotspot: null },
    });
    expect(Object.keys(mapped.upload).sort()).toEqual([
      'alt',
      'height',
      'objectPosition',
      'src',
      'srcSet',
      'url',
      'width',
    ]);
    expect(mapped.upload).toMatchObject({ objectPosition: '30% 60%' });
    expect(new URL((mapped.upload as NonNullable<ContentImageData>).src!).searchParams.get('rect')).toBe(
      '0,80,1200,720',
    );
    expect(mapped.svg).toEqual({ alt: 'Logo', url: '/seed-images/logo.svg', width: 40, height: 40 });
  });
});
