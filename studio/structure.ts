import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { PresentationIcon } from '@sanity/icons/Presentation';
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list';
import type { StructureResolver } from 'sanity/structure';
import { singletonTypes } from '../schemas';

export const singletonTypeNames: ReadonlySet<string> = new Set(singletonTypes.map((type) => type.name));

/** Types the site writes and editors only read: no "create" button for them. */
export const siteWrittenTypeNames: ReadonlySet<string> = new Set(['contactMessage']);

/** Types the site shows in the order editors drag them into (their `orderRank`). */
const orderableTypes = [
  { type: 'faqItem', title: 'FAQ items', icon: HelpCircleIcon },
  { type: 'howItWorksTab', title: 'How it works tabs', icon: PresentationIcon },
] as const;
const orderableTypeNames: ReadonlySet<string> = new Set(orderableTypes.map(({ type }) => type));

/**
 * Singletons open straight into their one document; FAQ items and how-it-works tabs are
 * drag-and-drop lists; every other type gets a plain list.
 */
export const structure: StructureResolver = (S, context) =>
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
                  .icon(type.icon)
                  .child(S.document().schemaType(type.name).documentId(type.name)),
              ),
            ),
        ),
      S.listItem()
        .title('Contact messages')
        .id('contactMessages')
        .icon(EnvelopeIcon)
        .child(
          S.documentTypeList('contactMessage')
            .title('Contact messages')
            .defaultOrdering([{ field: 'receivedAt', direction: 'desc' }]),
        ),
      S.divider(),
      ...orderableTypes.map(({ type, title, icon }) => orderableDocumentListDeskItem({ type, title, icon, S, context })),
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId() ?? '';
        return !singletonTypeNames.has(id) && !siteWrittenTypeNames.has(id) && !orderableTypeNames.has(id);
      }),
    ]);
