import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './env';

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  // The orderable-list plugin's `lexorank` is CommonJS: schema extract and typegen load the config
  // through Vite's module runner, which cannot evaluate CommonJS, so Node loads that one package.
  vite: { ssr: { external: ['lexorank'] } },
  typegen: {
    path: '../src/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../sanity.types.ts',
  },
});
