import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_PAGES } from '@/lib/security/content-security-policy.mjs';

const template = readFileSync('deploy/nginx/conf.d/helpa.conf.template', 'utf8');

/** The paths a regular expression of nginx's (PCRE, written in the template) matches among `candidates`. */
function matching(pattern: string, candidates: string[]) {
  const regex = new RegExp(pattern);
  return candidates.filter((path) => regex.test(path));
}

const candidates = [...PERSONAL_DATA_PAGES, ...PERSONAL_DATA_PAGES.map((path) => `${path}/`), '/', '/about', '/paybillsx', '/api/contact', '/contactus/more'];
const expected = [...PERSONAL_DATA_PAGES, ...PERSONAL_DATA_PAGES.map((path) => `${path}/`)];

describe("the front proxy's pages rendered per request", () => {
  it('are the pages that take personal data: the cache is skipped for them', () => {
    const map = /map \$uri \$helpa_rendered_per_request \{[^}]*"~([^"]+)" 1;/.exec(template);
    expect(map, 'the map $helpa_rendered_per_request').not.toBeNull();
    expect(matching(map?.[1] ?? '', candidates)).toEqual(expected);
  });

  it('are the pages the compressor compresses at its cheap level', () => {
    const location = /location ~ (\S+) \{\s*brotli_comp_level 3;/.exec(template);
    expect(location, 'the cheap-compression location').not.toBeNull();
    expect(matching(location?.[1] ?? '', candidates)).toEqual(expected);
  });
});
