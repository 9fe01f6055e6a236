import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './env';

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  typegen: {
    path: '../src/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../src/lib/sanity/types.ts',
  },
});
