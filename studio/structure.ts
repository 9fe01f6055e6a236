import type { StructureResolver } from 'sanity/structure';
import { singletonTypes } from '../schemas';

export const singletonTypeNames: ReadonlySet<string> = new Set(singletonTypes.map((type) => type.name));

/** Types the site writes and editors only read: no "create" button for them. */
export const siteWrittenTypeNames: ReadonlySet<string> = new Set(['contactMessage']);

/** Singletons open straight into their one document; every other type gets a plain list. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Pages and settings')
        .child(
          S.list()
            .title('Pages and settings')
            .items(
              singletonTypes.map((type) =>
                S.listItem()
                  .title(type.title ?? type.name)
                  .id(type.name)
                  .child(S.document().schemaType(type.name).documentId(type.name)),
              ),
            ),
        ),
      S.listItem()
        .title('Contact messages')
        .id('contactMessages')
        .child(S.documentTypeList('contactMessage').title('Contact messages').defaultOrdering([{ field: 'receivedAt', direction: 'desc' }])),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypeNames.has(item.getId() ?? '') && !siteWrittenTypeNames.has(item.getId() ?? '')),
    ]);
