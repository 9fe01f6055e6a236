import 'server-only';
import { liveAddressesQuery } from '@/lib/sanity/queries';
import type { LiveAddressesQueryResult } from '@/sanity.types';
import { log } from '@/lib/observability/log';
import { readFromSource } from './read-source';

export type LiveAddresses = {
  pages: ReadonlySet<string>;
  posts: ReadonlySet<string>;
  redirects: ReadonlySet<string>;
  postCount: number;
};

export const LIVE_ADDRESSES_FRESH_MS = 1_000;
/** How old a reading may be to say that an address is not live: at most four readings a second per process. */
export const LIVE_ADDRESSES_MISS_FRESH_MS = 250;

let kept: { at: number; addresses: LiveAddresses } | undefined;
let reading: Promise<LiveAddresses | null> | undefined;

const toSets = ({ pages, posts, redirects }: LiveAddressesQueryResult): LiveAddresses => ({
  pages: new Set(pages.filter((slug): slug is string => typeof slug === 'string')),
  posts: new Set(posts.filter((slug): slug is string => typeof slug === 'string')),
  redirects: new Set(redirects.filter((source): source is string => typeof source === 'string')),
  postCount: posts.length,
});

async function read(): Promise<LiveAddresses | null> {
  try {
    const addresses = toSets(await readFromSource<LiveAddressesQueryResult>(liveAddressesQuery));
    kept = { at: Date.now(), addresses };
    return addresses;
  } catch (error) {
    log.error(
      { event: 'content', outcome: 'live-addresses-unread', err: error },
      '[content] the content source failed; unknown addresses are left to the pages',
    );
    return kept?.addresses ?? null;
  } finally {
    reading = undefined;
  }
}

/** From a reading at most `maxAgeMs` old (the proxy has no data cache), shared by the requests waiting; null when the source never answered. */
export function liveAddresses(maxAgeMs = LIVE_ADDRESSES_FRESH_MS): Promise<LiveAddresses | null> {
  if (kept && Date.now() - kept.at < maxAgeMs) return Promise.resolve(kept.addresses);
  return (reading ??= read());
}
