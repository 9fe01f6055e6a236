import { readFileSync } from 'node:fs';
import { createClient, type SanityClient } from '@sanity/client';
import { E2E_CONTENT_LAKE_PORT } from '../../../playwright.config';
import { parseSeed, type DescribeAsset } from '../../../src/lib/content/seed-documents';
import {
  startFakeContentLake,
  type ContentLakeOptions,
  type FakeContentLake,
  type LakeDocument,
} from '../../fixtures/fake-content-lake';

/** The project's Viewer token, which the site previews drafts with (SANITY_API_READ_TOKEN). */
export const LAKE_READ_TOKEN = 'e2e-viewer-token';
/** An Editor's token: what the Studio writes with (the signed-in editor's session). */
export const LAKE_EDITOR_TOKEN = 'e2e-editor-token';
export const LAKE_API_VERSION = '2025-10-01';

/**
 * The stand-in Content Lake holding the seed (as `sanity dataset import` leaves it) and the preview
 * secret the Studio stores when an editor opens Presentation, at the address `npm run build:e2e` baked
 * into the pages' policy. `describeAsset` gives the seed's images their asset documents (by default, files the
 * site serves itself).
 */
export async function startContentLake({
  previewSecret,
  describeAsset,
  ...options
}: { previewSecret: string; describeAsset?: DescribeAsset } & Omit<
  ContentLakeOptions,
  'documents' | 'tokens' | 'port'
>): Promise<FakeContentLake> {
  const seed = parseSeed(readFileSync('studio/seed/data.ndjson', 'utf8'), 'studio/seed', describeAsset);
  const secret = {
    _id: `sanity-preview-url-secret.${previewSecret}`,
    _type: 'sanity.previewUrlSecret',
    secret: previewSecret,
    studioUrl: 'http://localhost:3333',
    _updatedAt: new Date().toISOString(),
  };
  return startFakeContentLake({
    documents: [...seed, secret],
    tokens: { [LAKE_READ_TOKEN]: 'viewer', [LAKE_EDITOR_TOKEN]: 'editor' },
    port: E2E_CONTENT_LAKE_PORT,
    // The Studio in a browser reaches it as it reaches Sanity's API, over HTTPS.
    https: true,
    ...options,
  });
}

/** A client writing as the Studio writes: actions and mutations with an editor's token. */
export function editorClient(lake: FakeContentLake): SanityClient {
  return createClient({
    projectId: 'e2e',
    dataset: 'production',
    apiVersion: LAKE_API_VERSION,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    token: LAKE_EDITOR_TOKEN,
  });
}

/** The editor's change to a document, saved as its draft (the Studio's edit action: the draft starts from the published document). */
export async function saveDraft(editor: SanityClient, id: string, set: Record<string, unknown>): Promise<void> {
  await editor.action({
    actionType: 'sanity.action.document.edit',
    draftId: `drafts.${id}`,
    publishedId: id,
    patch: { set },
  });
}

/** The editor's Publish on a document's draft, as the Studio sends it (checking the published revision it replaces). */
export async function publishDraft(editor: SanityClient, id: string): Promise<void> {
  const published = await editor.getDocument<LakeDocument>(id);
  await editor.action({
    actionType: 'sanity.action.document.publish',
    draftId: `drafts.${id}`,
    publishedId: id,
    ...(published?._rev && { ifPublishedRevisionId: published._rev }),
  });
}

/** An edit then Publish, the editor's everyday change. */
export async function editAndPublish(editor: SanityClient, id: string, set: Record<string, unknown>): Promise<void> {
  await saveDraft(editor, id, set);
  await publishDraft(editor, id);
}
