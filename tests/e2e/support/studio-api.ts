import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { evaluate, parse } from 'groq-js';
import { parseSeed, type DescribeAsset, type SeedDocument } from '@/lib/content/seed-documents';

type Doc = SeedDocument;

const SEED = 'studio/seed';
/** Any address but the local site's. A pattern, not a function: Playwright matches it without a call into the test's process for every request. */
const NOT_THIS_MACHINE = /^https?:\/\/(?!127\.0\.0\.1[:/])/;
export const STUDIO_USER = { id: 'p-editor', name: 'Ada Editor', email: 'editor@helpa.test' };

/**
 * An image of the seed as `sanity dataset import` uploads it: an asset with an id in Sanity's
 * `image-<id>-<width>x<height>-<ext>` form and a CDN URL, since the Studio reads both.
 */
export function uploadedAsset(projectId: string, dataset: string): DescribeAsset {
  return (file, { width, height }) => {
    // Sanity's asset ids are the file's SHA-1: the Studio checks that shape before it shows an image.
    const name = createHash('sha1').update(file).digest('hex');
    const extension = path.extname(file).slice(1);
    const url = `https://cdn.sanity.io/images/${projectId}/${dataset}/${name}-${width}x${height}.${extension}`;
    return {
      _id: `image-${name}-${width}x${height}-${extension}`,
      _type: 'sanity.imageAsset',
      assetId: name,
      extension,
      mimeType: 'image/svg+xml',
      originalFilename: file,
      url,
      metadata: { dimensions: { width, height, aspectRatio: width / height } },
    };
  };
}

/** The seed as the Content Lake holds it after `sanity dataset import`: every image an uploaded asset, every document with its system fields. */
export function contentLakeDataset(projectId: string, dataset: string): Doc[] {
  const documents = parseSeed(
    readFileSync(path.join(SEED, 'data.ndjson'), 'utf8'),
    SEED,
    uploadedAsset(projectId, dataset),
  );
  return documents.map((doc) => ({
    _createdAt: '2026-11-01T09:00:00Z',
    _updatedAt: '2026-11-01T09:00:00Z',
    _rev: 'seed',
    ...doc,
  }));
}

function queryParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  return params;
}

// The Studio's document lists search with `text::query`, which groq-js does not implement; an empty
// search (what opening a list sends) matches every document, a typed one matches as `match` does.
const TEXT_QUERY = '[@, _id] match text::query($__query)';

async function runQuery(dataset: Doc[], query: string, params: Record<string, unknown>) {
  const runnable = query.replaceAll(TEXT_QUERY, '($__query == "" || [@, _id] match $__query)');
  return (await evaluate(parse(runnable, { params }), { dataset, params })).get() as Promise<unknown>;
}

/** A Content Lake (the tests' stand-in, over HTTPS as Sanity's API is) that answers the Studio's data calls, and the token the signed-in editor's session stands for. */
export type ContentLakeAccess = { httpsUrl: string; token: string };

/** The API answers the Studio's origin with credentials (its session cookie), as Sanity's CORS settings allow. */
const cors = (route: Route) => ({
  'access-control-allow-origin': route.request().headers().origin ?? '*',
  'access-control-allow-credentials': 'true',
});
const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, headers: cors(route), contentType: 'application/json', body: JSON.stringify(body) });

/**
 * Answers the Studio's calls to Sanity's API from `dataset`, in the browser context: the signed-in
 * user, the project and its datasets, GROQ queries (run with groq-js), documents by id, listeners
 * and the image CDN; with `contentLake`, the dataset's queries, documents, mutations and actions go to
 * that Content Lake instead. Nothing leaves the machine: other hosts are refused. Returns the calls it
 * had no answer for, so a test can show them.
 */
export async function stubSanityApi(
  context: BrowserContext,
  {
    projectId,
    dataset: datasetName,
    documents,
    contentLake,
  }: { projectId: string; dataset: string; documents: Doc[]; contentLake?: ContentLakeAccess },
): Promise<string[]> {
  const unanswered: string[] = [];
  const administrator = [{ name: 'administrator', title: 'Administrator' }];
  await context.routeWebSocket(/sanity\.(io|work)/, () => undefined);
  await context.route(NOT_THIS_MACHINE, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.hostname === 'cdn.sanity.io') {
      const [, name] = /\/([0-9a-f]+)-\d+x\d+\.svg$/.exec(url.pathname) ?? [];
      const asset = documents.find((doc) => doc._type === 'sanity.imageAsset' && doc.assetId === name);
      if (!asset) return route.fulfill({ status: 404 });
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: readFileSync(path.join(SEED, 'images', String(asset.originalFilename))),
      });
    }
    if (!url.hostname.endsWith('.sanity.io')) return route.abort('blockedbyclient');
    const apiPath = url.pathname.replace(/^\/v(\d{4}-\d{2}-\d{2}|\d+|X)/, '');
    if (request.method() === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: { ...cors(route), 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST' },
      });

    // The dataset itself, when a Content Lake stands behind this project: the Studio's reads, writes and listeners go there (streamed), with the signed-in editor's rights.
    if (contentLake && /^\/data\/(query|doc|mutate|actions|listen)\//.test(apiPath)) {
      return route.continue({
        url: `${contentLake.httpsUrl}${url.pathname}${url.search}`,
        headers: { ...request.headers(), authorization: `Bearer ${contentLake.token}` },
      });
    }
    if (apiPath === '/users/me')
      return json(route, {
        ...STUDIO_USER,
        profileImage: null,
        role: 'administrator',
        roles: administrator,
        provider: 'google',
      });
    if (apiPath === `/projects/${projectId}`)
      return json(route, {
        id: projectId,
        displayName: 'Helpa',
        studioHost: null,
        isBlocked: false,
        isDisabled: false,
        metadata: {},
        members: [
          { id: STUDIO_USER.id, role: 'administrator', roles: administrator, isCurrentUser: true, isRobot: false },
        ],
      });
    if (apiPath === `/projects/${projectId}/datasets`) return json(route, [{ name: datasetName, aclMode: 'public' }]);
    if (apiPath === `/projects/${projectId}/datasets/${datasetName}/acl`)
      return json(route, [
        { filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create', 'manage'] },
      ]);
    if (apiPath.startsWith(`/data/query/${datasetName}`)) {
      const body =
        request.method() === 'POST'
          ? (request.postDataJSON() as { query: string; params?: Record<string, unknown> })
          : undefined;
      const query = body?.query ?? url.searchParams.get('query') ?? '';
      try {
        return await json(route, {
          ms: 1,
          query,
          result: await runQuery(documents, query, body?.params ?? queryParams(url.searchParams)),
        });
      } catch (error) {
        unanswered.push(`query ${query}: ${String(error)}`);
        return json(route, { error: { description: String(error), type: 'queryParseError' } }, 400);
      }
    }
    if (apiPath.startsWith(`/data/doc/${datasetName}/`)) {
      const ids = decodeURIComponent(apiPath.slice(`/data/doc/${datasetName}/`.length)).split(',');
      const found = documents.filter((doc) => ids.includes(doc._id));
      return json(route, {
        documents: found,
        omitted: ids.filter((id) => !found.some((doc) => doc._id === id)).map((id) => ({ id, reason: 'existence' })),
      });
    }
    if (apiPath.startsWith(`/data/listen/${datasetName}`))
      return route.fulfill({
        headers: cors(route),
        contentType: 'text/event-stream',
        body: `retry: 500\nevent: welcome\ndata: ${JSON.stringify({ listenerName: 'studio-e2e' })}\n\n`,
      });
    // What the Studio asks about the account (limits, announcements, trials) has no bearing on editing: empty answers.
    if (/^\/(intake|journey|help|ping)\b/.test(apiPath) || apiPath === `/projects/${projectId}/grants`)
      return json(route, {});
    if (/^\/(features|users\/me\/keyvalue)\b/.test(apiPath) || apiPath === `/projects/${projectId}/user-applications`)
      return json(route, []);
    if (apiPath.startsWith(`/schedules/${projectId}/`)) return json(route, { schedules: [] });
    unanswered.push(`${request.method()} ${url.hostname}${url.pathname}`);
    return json(route, { error: 'Not stubbed', statusCode: 404 }, 404);
  });
  return unanswered;
}
