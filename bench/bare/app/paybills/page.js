import { connection } from 'next/server';

/**
 * The floor for the site's pages with a nonce CSP: the same recipe (proxy.js, rendered per request),
 * nothing else. At the site's pay-bills address, so the front proxy treats both alike.
 */
export default async function NoncePage() {
  await connection();
  return (
    <main>
      <h1>Bare Next page with a nonce</h1>
      <p>
        One heading and one paragraph, rendered per request with a nonce Content-Security-Policy, as Next documents it.
      </p>
    </main>
  );
}
