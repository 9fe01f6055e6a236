import { NextResponse } from 'next/server';

// Next's documented nonce recipe, as the site's src/proxy.ts applies it to pay bills and contact.
export const config = { matcher: ['/paybills'] };

export function proxy(request) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`;
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
