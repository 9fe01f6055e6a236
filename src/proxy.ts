import { NextResponse, type NextRequest } from 'next/server';

/** `/?q=…` (the hero search without JavaScript) is answered by /search; the address bar keeps `/?q=…`. */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = '/search';
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: [{ source: '/', has: [{ type: 'query', key: 'q' }] }],
};
