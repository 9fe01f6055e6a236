import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      { find: '@schemas', replacement: path.resolve(import.meta.dirname, 'schemas') },
      // `server-only` throws outside React Server Components; unit tests run the server code directly.
      { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'tests/fixtures/empty-module.ts') },
      // What Next resolves for server code (the `react-server` condition); the default one throws.
      { find: /^next-sanity\/live$/, replacement: path.resolve(import.meta.dirname, 'node_modules/next-sanity/dist/live/conditions/react-server/index.js') },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // next-sanity imports `next/headers` without the extension Node's ESM loader needs: bundled, it
    // resolves (and tests can mock it).
    server: { deps: { inline: ['next-sanity'] } },
  },
});
