import 'server-only';
import { defineLive } from 'next-sanity/live';
import { sanityClient } from './client';
import { expireLiveTags } from './expire-live-tags';
import { previewToken } from './preview-client';

/** Live content: a publish shows within seconds without a webhook; the server token never reaches the browser (`browserToken: false`). */
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
