import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One GET exactly as given (no header of fetch's own), the body as sent, still compressed. */
export function get(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path, headers, timeout: timeoutMs }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    outgoing.end();
  });
}

/** What a browser's navigation sends, in the encodings a browser accepts. */
export const BROWSER_ENCODINGS = 'br, gzip';

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

const FLIGHT_SCRIPT = /<script(?: nonce="[^"]*")?>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs;

/**
 * The payload's first row without the address it was rendered for (`c`, its path's segments, and `q`,
 * its query): Next keeps a page's render for every address of it, with the address of the request that
 * made it regenerate (the router reads the browser's own address instead). What a request's address
 * does is not what this measures.
 */
function withoutRenderedAddress(row: string): string {
  if (!row.startsWith('{"P":')) return row;
  const payload = JSON.parse(row) as Record<string, unknown>;
  delete payload.c;
  delete payload.q;
  return JSON.stringify(payload);
}

const isStylesheet = (node: unknown): node is unknown[] =>
  Array.isArray(node) && node[0] === '$' && node[1] === 'style';

/**
 * A row with each run of React's inlined stylesheets in one order, and every stylesheet without its key (its place in
 * the page's list, also where the list is split over rows, one stylesheet each): two renders of a page may list its CSS
 * files in another order.
 */
function withStylesheetsInOrder(row: string): string {
  if (!row.includes('["$","style",')) return row;
  const inOrder = (node: unknown): unknown => {
    if (isStylesheet(node)) return ['$', 'style', 'key', inOrder(node[3])];
    if (Array.isArray(node)) {
      const items = node.map(inOrder);
      const sorted = items
        .filter(isStylesheet)
        .map((item) => JSON.stringify(item))
        .sort();
      return items.map((item) => (isStylesheet(item) ? (JSON.parse(sorted.shift()!) as unknown) : item));
    }
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, inOrder(value)]));
  };
  try {
    return JSON.stringify(inOrder(JSON.parse(row)));
  } catch {
    return row;
  }
}

/**
 * React's payload as a sorted list of its rows, each without its number and with references to other
 * rows as `$ref`: two renders of the same page may number and stream the rows in another order.
 */
function flightRows(data: string): string[] {
  return data
    .split(/\n(?=[0-9a-f]+:)/)
    .map((row) =>
      withStylesheetsInOrder(withoutRenderedAddress(row.replace(/^[0-9a-f]+:/, '')))
        .replace(/\$[@LFQWKBnDT]?[0-9a-f]+\b/g, '$ref')
        .replace(/"nonce":"[^"]*"/g, '"nonce"'),
    )
    .filter(Boolean)
    .sort();
}

/**
 * What a visitor reads in an answer, byte for byte, except what the site's own renders of one page
 * differ in: a per-request page's nonce, the order and numbering of React's payload rows and of the
 * stylesheets it inlines, and the address the payload says it was rendered for. Status,
 * type, encoding, address moved to and caching headers are part of it.
 */
export function whatAVisitorGets(
  answer: Answer,
  headerNames = ['content-type', 'content-encoding', 'location', 'vary', 'cache-control'],
): string {
  const headers = headerNames.map((name) => `${name}: ${String(answer.headers[name] ?? '')}`);
  const type = String(answer.headers['content-type'] ?? '');
  let body = decoded(answer).toString(
    type.startsWith('text/') || type.includes('json') || type.includes('xml') ? 'utf8' : 'base64',
  );
  if (type.startsWith('text/html')) {
    const rows = [...body.matchAll(FLIGHT_SCRIPT)]
      .map(([, args]) => JSON.parse(args!) as [number, string?])
      .flatMap(([kind, data]) => (kind === 1 && data ? [data] : []));
    body = `${body.replace(FLIGHT_SCRIPT, '').replace(/ nonce="[^"]*"/g, '')}\n${flightRows(rows.join('')).join('\n')}`;
  } else if (type.startsWith('text/x-component')) {
    body = flightRows(body).join('\n');
  }
  return [String(answer.status), ...headers, body].join('\n');
}

/** Where two of `whatAVisitorGets`'s accounts part: the first line that differs, each side's, for a failure's message. */
export function whereTheyDiffer(before: string, after: string): string {
  const [beforeLines, afterLines] = [before.split('\n'), after.split('\n')];
  const line = beforeLines.findIndex((text, index) => text !== afterLines[index]);
  const at = line === -1 ? beforeLines.length : line;
  return `line ${at + 1}: before ${JSON.stringify(beforeLines[at]?.slice(0, 300))}, after ${JSON.stringify(afterLines[at]?.slice(0, 300))}`;
}

/** What the site says in an answer, through the proxy or straight from an instance alike: its status, type, address moved to and content. */
export const whatTheSiteSays = (answer: Answer): string => whatAVisitorGets(answer, ['content-type', 'location']);
