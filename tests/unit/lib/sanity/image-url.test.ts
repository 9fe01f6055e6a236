import { describe, expect, it } from 'vitest';
import { croppedSize, hotspotPosition, isResizableImage, sanityImageUrl } from '@/lib/sanity/image-url';

const UPLOAD = 'https://cdn.sanity.io/images/abc123/production/9f8e7d6c5b4a-4000x3000.jpg';

describe('isResizableImage', () => {
  it('takes raster uploads on the Sanity CDN and leaves SVGs and the seed files as they are', () => {
    expect(isResizableImage(UPLOAD)).toBe(true);
    expect(isResizableImage('https://cdn.sanity.io/images/abc123/production/9f8e7d6c5b4a-800x600.png')).toBe(true);
    expect(isResizableImage('https://cdn.sanity.io/images/abc123/production/9f8e7d6c5b4a-800x600.svg')).toBe(false);
    expect(isResizableImage('/seed-images/hero-phones.svg')).toBe(false);
    expect(isResizableImage('https://evil.example/images/abc123/production/x-1x1.jpg')).toBe(false);
  });
});

describe('sanityImageUrl', () => {
  it('asks the CDN for the requested width in the best format, from the same project and dataset', () => {
    const url = new URL(sanityImageUrl({ url: UPLOAD, width: 4000, height: 3000 }, 640));
    expect(url.origin + url.pathname).toBe(UPLOAD);
    expect(url.searchParams.get('w')).toBe('640');
    expect(url.searchParams.get('auto')).toBe('format');
    expect(url.searchParams.get('fit')).toBe('max');
    expect(url.searchParams.get('q')).toBe('75');
    expect(url.searchParams.has('rect')).toBe(false);
  });

  it("cuts out the editor's crop, in pixels of the original", () => {
    const crop = { top: 0.1, bottom: 0.2, left: 0.25, right: 0 };
    const url = new URL(sanityImageUrl({ url: UPLOAD, width: 4000, height: 3000, crop }, 1080, 60));
    expect(url.searchParams.get('rect')).toBe('1000,300,3000,2100');
    expect(url.searchParams.get('w')).toBe('1080');
    expect(url.searchParams.get('q')).toBe('60');
  });
});

describe('croppedSize', () => {
  it('is the size of the part the editor kept, so the page reserves the right shape', () => {
    expect(croppedSize({ url: UPLOAD, width: 4000, height: 3000 })).toEqual({ width: 4000, height: 3000 });
    expect(
      croppedSize({ url: UPLOAD, width: 4000, height: 3000, crop: { top: 0.1, bottom: 0.2, left: 0.25, right: 0 } }),
    ).toEqual({ width: 3000, height: 2100 });
  });
});

describe('hotspotPosition', () => {
  it("turns the editor's focus point into an object-position, and leaves the centre when there is none", () => {
    expect(hotspotPosition({ x: 0.3, y: 0.75 })).toBe('30% 75%');
    expect(hotspotPosition(null)).toBeUndefined();
    expect(hotspotPosition({ x: 0.3 })).toBeUndefined();
  });
});
