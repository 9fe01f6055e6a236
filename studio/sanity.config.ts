import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from '../schemas';
import { publishWithRedirect } from './actions/publish-with-redirect';
import { dataset, projectId } from './env';
import { presentation } from './presentation';
import { singletonTypeNames, siteWrittenTypeNames, structure } from './structure';

export default defineConfig({
  name: 'helpa',
  title: 'Helpa',
  projectId,
  dataset,
  plugins: [structureTool({ structure }), presentation, visionTool({ defaultApiVersion: '2025-10-01' })],
  schema: {
    types: schemaTypes,
    // Singletons are created once by the seed and contact messages by the site: editors do not create them.
    templates: (templates) =>
      templates.filter(
        ({ schemaType }) => !singletonTypeNames.has(schemaType) && !siteWrittenTypeNames.has(schemaType),
      ),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypeNames.has(schemaType)
        ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions.map((action) => (action.action === 'publish' ? publishWithRedirect(action) : action)),
  },
});
