import 'server-only';
import { defineLive } from 'next-sanity/live';
import { sanityClient } from './client';
import { expireLiveTags } from './expire-live-tags';
import { previewToken } from './preview-client';

const live = defineLive({
  client: sanityClient,
  serverToken: previewToken ?? false,
  browserToken: false,
});

export const { sanityFetch } = live;

export function SanityLive() {
  return <live.SanityLive action={expireLiveTags} />;
}
