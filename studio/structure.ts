import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { PresentationIcon } from '@sanity/icons/Presentation';
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list';
import type { StructureResolver } from 'sanity/structure';
import { singletonTypes } from '../schemas';

export const singletonTypeNames: ReadonlySet<string> = new Set(singletonTypes.map((type) => type.name));

/** Types the site writes and editors only read: no "create" button for them. */
export const siteWrittenTypeNames: ReadonlySet<string> = new Set(['contactMessage']);

/** What each list of documents is called: the documents it holds, in the plural. */
export const LIST_TITLES: Readonly<Record<string, string>> = {
  contactMessage: 'Contact messages',
  faqItem: 'FAQ items',
  howItWorksTab: 'How it works tabs',
  category: 'Categories',
  platformCard: 'Platform cards',
  roleCard: 'About role cards',
  whyItem: '"Why" reasons',
  legalPage: 'Legal pages',
  searchSynonym: 'Search synonyms',
  page: 'Landing pages',
  post: 'News posts',
  redirect: 'Redirects',
};

/** Types the site shows in the order editors drag them into (their `orderRank`). */
const orderableTypes = [
  { type: 'faqItem', icon: HelpCircleIcon },
  { type: 'howItWorksTab', icon: PresentationIcon },
] as const;
const orderableTypeNames: ReadonlySet<string> = new Set(orderableTypes.map(({ type }) => type));

const listTitle = (type: string) => LIST_TITLES[type] ?? type;

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
        .title(listTitle('contactMessage'))
        .id('contactMessages')
        .icon(EnvelopeIcon)
        .child(
          S.documentTypeList('contactMessage')
            .title(listTitle('contactMessage'))
            .defaultOrdering([{ field: 'receivedAt', direction: 'desc' }]),
        ),
      S.divider(),
      // The plugin titles its list pane with the type's (singular) title: the pane takes the list's.
      ...orderableTypes.map(({ type, icon }) => {
        const item = orderableDocumentListDeskItem({ type, title: listTitle(type), icon, S, context });
        return { ...item, child: { ...(item.child as object), title: listTitle(type) } } as typeof item;
      }),
      ...S.documentTypeListItems()
        .filter((item) => {
          const id = item.getId() ?? '';
          return !singletonTypeNames.has(id) && !siteWrittenTypeNames.has(id) && !orderableTypeNames.has(id);
        })
        .map((item) => {
          const type = item.getId() ?? '';
          return item.title(listTitle(type)).child(S.documentTypeList(type).title(listTitle(type)));
        }),
    ]);
