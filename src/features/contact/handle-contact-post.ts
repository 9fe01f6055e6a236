import 'server-only';
import * as v from 'valibot';
import { readBodyText } from '@/lib/http/body';
import { jsonError } from '@/lib/http/json-error';
import { serializeCookie } from '@/lib/http/cookies';
import { clientAddress, isSecureRequest } from '@/lib/http/forwarded';
import { isCrossSite } from '@/lib/http/origin';
import { redirectToPath } from '@/lib/http/redirect';
import { createRateLimiter } from '@/lib/rate-limit';
import { contactSchema, fieldMessages } from './contact-schema';
import { DRAFT_COOKIE, DRAFT_SECONDS, saveDraft, type FormDraft } from './form-draft';
import { storeContactMessage } from './message-store';
import { notifySupport } from './notify/support-notifications';
import { retryAt, type SendProblem } from './send-problem';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

const WINDOW_MS = 10 * 60 * 1000;
// Counted in Redis when REDIS_URL is set (shared by every instance), else in this process's memory.
const limiter = createRateLimiter({
  name: 'contact',
  limit: Number(process.env.CONTACT_RATE_LIMIT) || 5,
  windowMs: WINDOW_MS,
});

// Strings only: a number or object where text belongs is a bad request, not a crash.
const text = v.optional(v.string(), '');
const rawFields = v.object({
  name: text,
  email: text,
  phone: text,
  message: text,
  // The honeypot: hidden from people, filled in by bots.
  website: text,
});

type Typed = FormDraft['values'];
const NOTHING_TYPED: Typed = { name: '', email: '', phone: '', message: '' };

const typedOf = ({ name, email, phone, message }: Typed): Typed => ({ name, email, phone, message });

/** Without JavaScript the form posts directly: answer with a redirect to a page that says how it went. */
function backToForm(outcome: 'sent' | 'error'): Response {
  return redirectToPath(`/contactus/${outcome}`, 303);
}

/** The error page shows a refused form again as typed: kept on the server, named by a short-lived cookie, never in the URL. */
async function backToDraft(request: Request, draft: FormDraft): Promise<Response> {
  const response = backToForm('error');
  const token = await saveDraft(draft);
  response.headers.append(
    'Set-Cookie',
    serializeCookie(DRAFT_COOKIE, token, {
      maxAgeSeconds: DRAFT_SECONDS,
      secure: isSecureRequest(request),
      httpOnly: true,
    }),
  );
  return response;
}

type FormEncoding = 'json' | 'urlencoded' | 'multipart';

function encodingOf(type: string): FormEncoding | null {
  if (type.includes('application/json')) return 'json';
  if (type.includes('application/x-www-form-urlencoded')) return 'urlencoded';
  if (type.includes('multipart/form-data')) return 'multipart';
  return null;
}

/** The page without JavaScript posts multipart: URL encoding would triple each byte of a non-Latin letter and outgrow the body limit. */
async function parseBody(text: string, encoding: FormEncoding, type: string): Promise<unknown> {
  if (encoding === 'json') return JSON.parse(text);
  if (encoding === 'urlencoded') return Object.fromEntries(new URLSearchParams(text));
  const form = await new Response(text, { headers: { 'content-type': type } }).formData();
  return Object.fromEntries(
    [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : null]),
  );
}

async function refuseOverLimit(request: Request, retryAfterSeconds: number, typed: Typed | null): Promise<Response> {
  const retryAfter = String(retryAfterSeconds);
  if (!typed)
    return jsonError(
      429,
      'rate_limited',
      `Too many messages. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
      { headers: { 'Retry-After': retryAfter } },
    );
  const problem: SendProblem = { kind: 'rate-limited', retryAt: retryAt(retryAfter, new Date()) };
  const response = await backToDraft(request, { values: typed, errors: {}, problem });
  response.headers.set('Retry-After', retryAfter);
  return response;
}

async function readTyped(request: Request, encoding: FormEncoding, type: string): Promise<Typed> {
  const text = await readBodyText(request);
  if ('error' in text) return NOTHING_TYPED;
  const raw = v.safeParse(rawFields, await parseBody(text.data, encoding, type).catch(() => null));
  return raw.success ? typedOf(raw.output) : NOTHING_TYPED;
}

/**
 * JSON or a form post, from this site only, rate-limited, honeypot-checked and validated; a form post always ends on a
 * page, never JSON. The limit counts messages stored: a refused form, a bot's and one that could not be stored cost nothing.
 */
export async function handleContactPost(request: Request): Promise<Response> {
  const type = request.headers.get('content-type') ?? '';
  const encoding = encodingOf(type);
  if (!encoding)
    return jsonError(
      415,
      'unsupported_media_type',
      'Send the form as application/json, application/x-www-form-urlencoded or multipart/form-data.',
    );
  const isForm = encoding !== 'json';
  if (isCrossSite(request)) return jsonError(403, 'cross_site', 'Messages can only be sent from this site.');

  // Checked before validation: a visitor at the limit is not sent back to mend fields for a message that cannot go.
  const visitor = clientAddress(request);
  const allowed = await limiter.check(visitor);
  if (!allowed.ok)
    return refuseOverLimit(
      request,
      allowed.retryAfterSeconds,
      isForm ? await readTyped(request, encoding, type) : null,
    );

  const text = await readBodyText(request);
  if ('error' in text)
    return isForm && text.error.status === 413
      ? backToDraft(request, { values: NOTHING_TYPED, errors: {}, problem: { kind: 'too-large' } })
      : text.error;
  let body: unknown;
  try {
    body = await parseBody(text.data, encoding, type);
  } catch {
    return jsonError(
      400,
      isForm ? 'invalid_body' : 'invalid_json',
      isForm ? 'The form could not be read.' : 'The body is not valid JSON.',
    );
  }
  const raw = v.safeParse(rawFields, body);
  if (!raw.success) return jsonError(400, 'invalid_body', 'Each field must be text.');
  if (raw.output.website !== '')
    return isForm ? backToForm('sent') : Response.json({ payload: { id: null } }, { status: 201 });
  const typed = typedOf(raw.output);

  const parsed = v.safeParse(contactSchema, raw.output);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.issues);
    if (isForm) return backToDraft(request, { values: typed, errors: fields });
    return jsonError(400, 'invalid_body', `Please check: ${Object.keys(fields).join(', ')}.`, { fields });
  }

  // Counted as one step in the store, so two messages sent at once cannot both pass the last place.
  const counted = await limiter.consume(visitor);
  if (!counted.ok) return refuseOverLimit(request, counted.retryAfterSeconds, isForm ? typed : null);
  try {
    const stored = await storeContactMessage(parsed.output);
    metrics().contactMessages.inc({ outcome: 'stored' });
    log.info({ event: 'contact', outcome: 'stored' }, `[contact] message ${stored.id} stored`);
    // Stored first: a message whose notification cannot be queued is still kept, and said so in the log.
    await notifySupport(stored).catch((error: unknown) =>
      log.error(
        { event: 'contact', err: error },
        `[contact] message ${stored.id} is stored, but support could not be told`,
      ),
    );
    return isForm ? backToForm('sent') : Response.json({ payload: { id: stored.id } }, { status: 201 });
  } catch (error) {
    log.error({ event: 'contact', outcome: 'not_stored', err: error }, '[contact] could not store a message');
    await limiter.refund(visitor);
    if (isForm) return backToDraft(request, { values: typed, errors: {}, problem: { kind: 'unavailable' } });
    return jsonError(
      503,
      'store_unavailable',
      'We could not save your message just now. Please try again in a few minutes.',
    );
  }
}
