import 'server-only';
import { draftMode } from 'next/headers';
import { sanityClient } from './client';
import { usesContentLake } from './env';

const readToken = process.env.SANITY_API_READ_TOKEN || '';

/** Draft mode exists only with a project and a read token: editors previewing from the Studio. */
export const draftPreviewAvailable = usesContentLake && readToken !== '';

/** This request is an editor's draft preview (the Studio's Presentation tool, or its preview link). */
export async function previewing(): Promise<boolean> {
  return draftPreviewAvailable && (await draftMode()).isEnabled;
}

/** The Viewer token draft mode reads drafts with; server only. */
export const previewToken = draftPreviewAvailable ? readToken : null;

/** The client that checks the Presentation tool's preview secret. */
export const previewClient = previewToken ? sanityClient.withConfig({ token: previewToken }) : null;
