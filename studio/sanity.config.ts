import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from '../schemas';
import { dataset, projectId } from './env';
import { singletonTypeNames, structure } from './structure';

export default defineConfig({
  name: 'helpa',
  title: 'Helpa',
  projectId,
  dataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: '2025-10-01' })],
  schema: {
    types: schemaTypes,
    // Singletons are created once by the seed; editors must not add or duplicate them.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypeNames.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypeNames.has(schemaType)
        ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions,
  },
});
