import { notFound, permanentRedirect } from 'next/navigation';
import { getRedirect } from './index';

/** The document a slug names; else a redirect an editor set up for its address (308), else the 404. */
export async function foundOrRedirected<T>(
  slug: string,
  slugProblem: (slug: string) => string | undefined,
  load: (slug: string) => Promise<T | null>,
  address: string,
): Promise<T> {
  if (slugProblem(slug)) notFound();
  const found = await load(slug);
  if (found) return found;
  const destination = await getRedirect(address);
  if (destination) permanentRedirect(destination);
  notFound();
}
