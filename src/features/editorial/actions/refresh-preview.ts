'use server';
import { refresh } from 'next/cache';
import { draftMode } from 'next/headers';

/** The Presentation tool asks the preview to refresh after each edit (and on its refresh button): the page renders again from the drafts on the server, so the read token never leaves it. */
export async function refreshPreview(): Promise<void> {
  if ((await draftMode()).isEnabled) refresh();
}
