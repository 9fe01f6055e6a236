import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@schemas': path.resolve(import.meta.dirname, 'schemas'),
      // `server-only` throws outside React Server Components; unit tests run the server code directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/empty-module.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // next-sanity imports `next/headers` without the extension Node's ESM loader needs: bundled, it
    // resolves (and tests can mock it).
    server: { deps: { inline: ['next-sanity'] } },
  },
});
