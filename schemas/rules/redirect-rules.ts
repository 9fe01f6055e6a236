/** An old address and the address it answers with (308). Both are paths on this site. */
export type Redirect = { source: string; destination: string };

/** A path a redirect may start from or lead to: /<slug> or /news/<slug>, with no query or fragment. */
const SITE_PATH = /^\/(?:news\/)?[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why a redirect cannot be kept beside the others (in words an editor acts on), or undefined when it can. */
export function redirectProblem(redirect: Redirect, others: readonly Redirect[]): string | undefined {
  const { source, destination } = redirect;
  if (!SITE_PATH.test(source))
    return `The old address "${source}" is not a page's address: write it as /<address> or /news/<address>.`;
  if (!SITE_PATH.test(destination))
    return `The new address "${destination}" is not a page's address: write it as /<address> or /news/<address>.`;
  if (source === destination)
    return 'The old and new addresses are the same: the redirect would send visitors round in a loop.';
  if (others.some((other) => other.source === source))
    return `Another redirect already starts from ${source}: change that one instead.`;
  const onward = others.find((other) => other.source === destination);
  if (onward) {
    return onward.destination === source
      ? `${destination} already redirects to ${source}: the two would send visitors round in a loop. Delete one of them.`
      : `${destination} itself redirects to ${onward.destination}: point this redirect straight at ${onward.destination}, so visitors are not sent twice.`;
  }
  const into = others.find((other) => other.destination === source);
  if (into)
    return `${into.source} redirects to ${source}: point that redirect at ${destination} instead, so visitors are not sent twice.`;
  return undefined;
}

/** A redirect as stored: its document id beside its addresses. */
export type StoredRedirect = Redirect & { _id: string };

/** The document id of the redirect a publish writes: one per old address (slugs hold no "--", so ids never clash). */
export const redirectId = (source: string) => `redirect${source.replaceAll('/', '--')}`;

/** What publishing an address change does to the redirects: documents to write, to point elsewhere and to delete. */
export type RedirectChanges = { create: StoredRedirect[]; retarget: StoredRedirect[]; remove: string[] };

/**
 * The redirects after a published page or post moves from `from` to `to`: the old address redirects to the new one,
 * redirects that led to the old address lead straight to the new one (no chains), and a redirect from the new
 * address goes, as the address is a page again (no loops).
 */
export function redirectsAfterMove(existing: readonly StoredRedirect[], from: string, to: string): RedirectChanges {
  if (from === to) return { create: [], retarget: [], remove: [] };
  const kept = existing.find((redirect) => redirect.source === from && redirect.destination === to);
  const remove = existing
    .filter((redirect) => redirect.source === to || (redirect.source === from && redirect !== kept))
    .map((redirect) => redirect._id);
  const retarget = existing
    .filter((redirect) => redirect.destination === from && redirect.source !== to)
    .map((redirect) => ({ ...redirect, destination: to }));
  const create = kept ? [] : [{ _id: redirectId(from), source: from, destination: to }];
  return { create, retarget, remove };
}
