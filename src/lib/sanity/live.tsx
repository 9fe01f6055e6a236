import 'server-only';
import { defineLive } from 'next-sanity/live';
import { sanityClient } from './client';
import { expireLiveTags } from './expire-live-tags';
import { previewToken } from './preview-client';

/**
 * Live content (next-sanity's `defineLive`): `sanityFetch` tags each answer with the Content Lake's
 * sync tags, and `<SanityLive />` in the browser expires them when the live event stream says they
 * changed, so a publish shows within seconds without a webhook. In draft mode `sanityFetch` reads
 * drafts (or the release the editor picked in Presentation: its perspective cookie) with the server
 * token. The token never goes to the browser (`browserToken: false`): the preview follows an
 * editor's typing through the Presentation tool's refresh instead (DraftModeTools).
 */
const live = defineLive({
  client: sanityClient,
  serverToken: previewToken ?? false,
  browserToken: false,
});

export const { sanityFetch } = live;

/** Listens to the live event stream in the browser; each event expires the changed answers at once (expireLiveTags). */
export function SanityLive() {
  return <live.SanityLive action={expireLiveTags} />;
}
