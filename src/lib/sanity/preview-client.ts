import 'server-only';
import { draftMode } from 'next/headers';
import { sanityClient } from './client';
import { usesContentLake } from './env';

const readToken = process.env.SANITY_API_READ_TOKEN || '';

/** Draft mode exists only with a project and a read token: editors previewing from the Studio. */
export const draftPreviewAvailable = usesContentLake && readToken !== '';

export async function previewing(): Promise<boolean> {
  return draftPreviewAvailable && (await draftMode()).isEnabled;
}

export const previewToken = draftPreviewAvailable ? readToken : null;

export const previewClient = previewToken ? sanityClient.withConfig({ token: previewToken }) : null;
