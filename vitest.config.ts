import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { moduleResolve } from 'import-meta-resolve';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * Resolves `next-sanity/live` through its export map with the `react-server` condition, as Next does for
 * server code (its default entry throws). Only this entry: the condition set for the whole run would also
 * hand React's server build to the tests that render components.
 */
const nextSanityLiveForServer: Plugin = {
  name: 'next-sanity-live-for-server',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id !== 'next-sanity/live') return null;
    return fileURLToPath(
      moduleResolve(id, pathToFileURL(importer ?? import.meta.filename), new Set(['react-server', 'node', 'import'])),
    );
  },
};

export default defineConfig({
  plugins: [nextSanityLiveForServer],
  resolve: {
    alias: [
      { find: '@/sanity.types', replacement: path.resolve(import.meta.dirname, 'sanity.types.ts') },
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      { find: '@schemas', replacement: path.resolve(import.meta.dirname, 'schemas') },
      // `server-only` throws outside React Server Components; unit tests run the server code directly.
      { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'tests/fixtures/empty-module.ts') },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest leaves a core free by default, one worker on a two-core machine: a worker per core finishes
    // in about half the time (many tests wait on a real server) and takes no more CPU altogether.
    maxWorkers: '100%',
    // Speed is the bench's to judge, not a unit test's: a test that renders the whole pay-bills page or
    // subsets a font takes a second alone and five or more while a build shares the two cores.
    testTimeout: 30_000,
    // next-sanity imports `next/headers` without the extension Node's ESM loader needs: bundled, it
    // resolves (and tests can mock it).
    server: { deps: { inline: ['next-sanity'] } },
  },
});
