import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { DRAFT_PREVIEW_COOKIE } from './src/lib/security/draft-preview-cookie.ts';
import {
  IMAGE_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
  RESOURCE_CONTENT_SECURITY_POLICY,
} from './src/lib/security/content-security-policy.ts';
import { PER_REQUEST_PAGES } from './src/lib/security/per-request-pages.ts';
import { PAGE_EXPIRE_SECONDS } from './src/lib/isr-cache/entry-lifetime-handler.ts';

// Style modules become class names and CSS at build (scripts/styles/style-module-loader.ts).
const STYLE_MODULE_LOADER = fileURLToPath(new URL('./scripts/styles/style-module-loader.ts', import.meta.url));
// A `*.folder-styles.ts` file imports the CSS of every style module in its folder (scripts/styles/folder-styles-loader.ts).
const FOLDER_STYLES_LOADER = fileURLToPath(new URL('./scripts/styles/folder-styles-loader.ts', import.meta.url));

// What `next dev` serves every page but those rendered per request (src/proxy.ts gives those a nonce, as
// it does an editor's draft preview: the rule leaves requests with its cookie to it). `next start` serves
// each page with the policy stored with it in the ISR cache (cache-handler.mjs), which names its inline
// scripts by hash, so next.config.js gives pages none there: a second policy would be enforced beside it.
const DEV_PAGE = `/((?!api/|_next/|${PER_REQUEST_PAGES.map((page) => `${page.slice(1)}$`).join('|')}).*)`;

// The route handlers' answers (files, images, JSON) are no pages: they may load and run nothing.
const ROUTE_HANDLERS = [
  '/:file(robots\\.txt|sitemap\\.xml|icon\\.svg|search-index\\.json)',
  '/og/:path*',
  '/news/feed.xml',
];

/**
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
const nextConfig = (phase) => ({
  reactStrictMode: true,
  // `npm run typecheck` (tsc over the whole repo, run by `npm test`) is the type check; the build's own
  // would repeat its part of it. So `next build` alone does not stop on a type error: run the tests.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Named here because the cache handler returns it with every stored page (src/lib/isr-cache/entry-lifetime-handler.ts).
  expireTime: PAGE_EXPIRE_SECONDS,
  turbopack: {
    resolveAlias: { 'use-sync-external-store/shim': './src/lib/use-sync-external-store.ts' },
    rules: {
      '*.styles.ts': [
        { condition: { all: [{ not: 'foreign' }, { query: /[?&]css/ }] }, loaders: [STYLE_MODULE_LOADER], as: '*.css' },
        {
          condition: { all: [{ not: 'foreign' }, { not: { query: /[?&]css/ } }] },
          loaders: [STYLE_MODULE_LOADER],
          as: '*.js',
        },
      ],
      '*.folder-styles.ts': { condition: { not: 'foreign' }, loaders: [FOLDER_STYLES_LOADER], as: '*.js' },
    },
  },
  experimental: {
    // A page's CSS arrives in its HTML (<style>), not as stylesheets fetched before the first paint.
    inlineCss: true,
    // src/proxy.ts makes Next copy each request body for it, up to this size (default 10 MB) while it
    // reads and discards the rest. Past the limit Next silently cuts the body short, so it must exceed
    // the largest body a route accepts (MAX_BODY_BYTES, 32 kB, in src/lib/http/body.ts) by more than
    // one socket read (64 kB): the cut body is then still too large and is refused with a 413.
    proxyClientMaxBodySize: 128 * 1024,
  },
  // The seed dataset is read from disk at run time in embedded mode.
  outputFileTracingIncludes: { '/**': ['./studio/seed/**/*'] },
  // Loaded by Node at run time, not bundled: the rate limits and the cache handler then share one client, and
  // BullMQ finds its optional driver (ioredis, required at run time) as Node resolves it.
  serverExternalPackages: ['@redis/client', 'bullmq', 'ioredis'],
  async headers() {
    const policy = { projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID, dev: phase === PHASE_DEVELOPMENT_SERVER };
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          // Browsers that know CSP's frame-ancestors (which lets the Studio frame a draft preview) ignore it.
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
          // No Cross-Origin-Opener-Policy: Chrome then starts the page in a new renderer process, late to paint (docs/security.md).
          { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
        ],
      },
      ...['/_next/:path*', ...ROUTE_HANDLERS].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: RESOURCE_CONTENT_SECURITY_POLICY }],
      })),
      ...(phase === PHASE_DEVELOPMENT_SERVER
        ? [
            {
              source: DEV_PAGE,
              missing: [{ type: /** @type {const} */ ('cookie'), key: DRAFT_PREVIEW_COOKIE }],
              headers: [{ key: 'Content-Security-Policy', value: pageContentSecurityPolicy(policy) }],
            },
          ]
        : []),
      // Later than the page rule, so it wins (Next keeps the last rule's value of a header).
      {
        source: '/seed-images/:file',
        headers: [{ key: 'Content-Security-Policy', value: IMAGE_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
  // The home page's search without JavaScript (`/?q=…`) is the search page, at the same address. A
  // rewrite here, not in src/proxy.ts, whose rewrite would echo the whole query in a response header.
  async rewrites() {
    const project = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;
    const images = `${project}/${process.env.NEXT_PUBLIC_SANITY_DATASET || 'production'}`;
    return {
      beforeFiles: [
        { source: '/', has: [{ type: 'query', key: 'q' }], destination: '/search' },
        // A page's first-view picture from the site's own origin (src/lib/content/first-view-image.ts):
        // no connection to the image CDN before the largest paint. This project's images only.
        ...(project
          ? [{ source: `/cdn/images/${images}/:file`, destination: `https://cdn.sanity.io/images/${images}/:file` }]
          : []),
      ],
    };
  },
});

/**
 * `next start` always serves pages through cache-handler.mjs, which gives each page its policy as it is
 * stored. It reads this file again when the server starts, so REDIS_URL is an operator's run-time
 * setting: set, every instance shares the ISR/data cache and its tag revalidation through Redis (never
 * losing a publish to a regeneration already running); unset, each instance keeps its own. Either way a
 * server renders each page afresh on its first visit, rather than serving the build's copy, so it needs
 * its content then (docs/security.md). `next build` never uses it.
 */
export default function config(phase) {
  if (phase !== PHASE_PRODUCTION_SERVER) return nextConfig(phase);
  return { ...nextConfig(phase), cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)) };
}
