import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentImageData } from '@/components/ui/ContentImage';
import { firstViewImage } from '@/lib/content/first-view-image';
import { withResponsiveImages } from '@/lib/content/responsive-images';

const UPLOAD = 'https://cdn.sanity.io/images/abc123/production/9f8e7d6c5b4a-1200x800.png';
type Picture = NonNullable<ContentImageData>;
const svg = (bytes: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><desc>${'x'.repeat(bytes)}</desc></svg>`;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('firstViewImage', () => {
  it('puts a small seed SVG inside the page as markup, keeping its alt text and size', async () => {
    const hero: Picture = { url: '/seed-images/hero-phones.svg', alt: 'Two phones', width: 560, height: 460 };
    const inlined = await firstViewImage(hero);
    expect(inlined).toMatchObject(hero);
    expect(inlined.inlineSvg).toMatch(/^<svg [^>]*viewBox='0 0 560 520'/);
    expect(inlined.inlineSvg).toContain('<rect');
  });

  it("strips what would run or reach out from an uploaded SVG's markup, and inlines nothing when no drawing is left", async () => {
    const upload: Picture = {
      url: 'https://cdn.sanity.io/images/abc123/production/hero-560x460.svg',
      alt: 'Hero',
      width: 560,
      height: 460,
    };
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">',
      '<script>alert(2)</script><rect width="10" height="10" fill="#0a6847" onclick="alert(3)"/>',
      '<a href="javascript:alert(4)"><circle r="2"/></a><foreignObject><iframe src="https://evil.example"></iframe></foreignObject>',
      '</svg>',
    ].join('');
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(hostile))
      .mockResolvedValueOnce(new Response('<script>alert(5)</script>'));
    const markup = (await firstViewImage(upload)).inlineSvg ?? '';
    expect(markup).toContain("<rect width='10' height='10' fill='#0a6847'>");
    expect(markup).toContain("<circle r='2'>");
    expect(markup).not.toMatch(/script|onload|onclick|javascript:|foreignObject|iframe|alert/i);
    expect(await firstViewImage(upload)).toEqual(upload);
  });

  it('writes the attributes in single quotes, unless a value holds one, and leaves the text as it is', async () => {
    const upload: Picture = {
      url: 'https://cdn.sanity.io/images/abc123/production/q-10x10.svg',
      alt: null,
      width: 10,
      height: 10,
    };
    const drawn = `<svg xmlns="http://www.w3.org/2000/svg"><text x="1" font-family="Helpa's">a="b" 'c'</text></svg>`;
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(drawn));
    expect((await firstViewImage(upload)).inlineSvg).toBe(
      `<svg xmlns='http://www.w3.org/2000/svg'><text x='1' font-family="Helpa's">a="b" 'c'</text></svg>`,
    );
  });

  it('leaves an SVG too large to travel in the page, or one it cannot read, to its own request', async () => {
    const seed = mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    mkdirSync(path.join(seed, 'images'));
    writeFileSync(path.join(seed, 'images', 'large.svg'), svg(17 * 1024));
    vi.stubEnv('CONTENT_SEED_DIR', seed);
    const large: Picture = { url: '/seed-images/large.svg', alt: null, width: 10, height: 10 };
    expect(await firstViewImage(large)).toEqual(large);
    const missing: Picture = { url: '/seed-images/missing.svg', alt: null, width: 10, height: 10 };
    expect(await firstViewImage(missing)).toEqual(missing);
  });

  it('inlines a Content Lake SVG it fetched, and leaves it as it is when the CDN does not answer', async () => {
    const upload: Picture = {
      url: 'https://cdn.sanity.io/images/abc123/production/hero-560x460.svg',
      alt: 'Hero',
      width: 560,
      height: 460,
    };
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(svg(10)))
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    expect((await firstViewImage(upload)).inlineSvg).toMatch(/^<svg /);
    expect(await firstViewImage(upload)).toEqual(upload);
  });

  it("serves a raster upload's sources from the site's own origin", async () => {
    const hero = withResponsiveImages({
      url: UPLOAD,
      alt: 'Team',
      width: 1200,
      height: 800,
      crop: null,
      hotspot: null,
    }) as Picture;
    const picture = await firstViewImage(hero);
    expect(picture.src).toMatch(/^\/cdn\/images\/abc123\/production\/9f8e7d6c5b4a-1200x800\.png\?/);
    expect(
      picture.srcSet!.split(', ').every((candidate) => candidate.startsWith('/cdn/images/abc123/production/')),
    ).toBe(true);
    expect(picture.url).toBe(UPLOAD);
  });

  it('passes no picture through as none', async () => {
    expect(await firstViewImage(null)).toBeNull();
  });
});
