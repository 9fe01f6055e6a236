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

const WINDOW_MS = 10 * 60 * 1000;
// Counted in Redis when REDIS_URL is set (shared by every instance), else in this process's memory.
const limiter = createRateLimiter({ name: 'contact', limit: Number(process.env.CONTACT_RATE_LIMIT) || 5, windowMs: WINDOW_MS });

/** Strings only: a number or object where text belongs is a bad request, not a crash. */
const text = v.optional(v.string(), '');
const rawFields = v.object({
  name: text,
  email: text,
  phone: text,
  message: text,
  // The honeypot: hidden from people, filled in by bots.
  website: text,
});

const NOTHING_TYPED: FormDraft['values'] = { name: '', email: '', phone: '', message: '' };

/** Without JavaScript the form posts directly: answer with a redirect to a page that says how it went. */
function backToForm(outcome: 'sent' | 'error'): Response {
  return redirectToPath(`/contactus/${outcome}`, 303);
}

/**
 * A refused form without JavaScript: the error page shows it again, as typed, with each mistake. What
 * was typed is kept on the server and named by a short-lived cookie, never put in the redirect's URL.
 */
async function backToDraft(request: Request, draft: FormDraft): Promise<Response> {
  const response = backToForm('error');
  const token = await saveDraft(draft);
  response.headers.append('Set-Cookie', serializeCookie(DRAFT_COOKIE, token, { maxAgeSeconds: DRAFT_SECONDS, secure: isSecureRequest(request), httpOnly: true }));
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
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : null]));
}

/** The fields a visitor without JavaScript typed, when the body can be read, so nothing is lost. */
async function typedValues(text: string, encoding: FormEncoding, type: string): Promise<FormDraft['values']> {
  const raw = v.safeParse(rawFields, await parseBody(text, encoding, type).catch(() => null));
  if (!raw.success) return NOTHING_TYPED;
  const { name, email, phone, message } = raw.output;
  return { name, email, phone, message };
}

/** A problem sent back to the form without JavaScript: the error page says it, above the form as typed. */
async function backWithProblem(request: Request, problem: SendProblem, values: FormDraft['values']): Promise<Response> {
  return backToDraft(request, { values, errors: {}, problem });
}

/** JSON or a form post, from this site only, rate-limited, honeypot-checked and validated; a form post always ends on a page, never JSON. */
export async function handleContactPost(request: Request): Promise<Response> {
  const type = request.headers.get('content-type') ?? '';
  const encoding = encodingOf(type);
  if (!encoding) return jsonError(415, 'unsupported_media_type', 'Send the form as application/json, application/x-www-form-urlencoded or multipart/form-data.');
  const isForm = encoding !== 'json';
  if (isCrossSite(request)) return jsonError(403, 'cross_site', 'Messages can only be sent from this site.');

  const limit = await limiter.consume(clientAddress(request));
  if (!limit.ok) {
    const retryAfter = { 'Retry-After': String(limit.retryAfterSeconds) };
    if (isForm) {
      const text = await readBodyText(request);
      const values = 'error' in text ? NOTHING_TYPED : await typedValues(text.data, encoding, type);
      const response = await backWithProblem(request, { kind: 'rate-limited', retryAt: retryAt(retryAfter['Retry-After'], new Date()) }, values);
      response.headers.set('Retry-After', retryAfter['Retry-After']);
      return response;
    }
    return jsonError(429, 'rate_limited', `Too many messages. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`, { headers: retryAfter });
  }

  const text = await readBodyText(request);
  if ('error' in text) return isForm && text.error.status === 413 ? backWithProblem(request, { kind: 'too-large' }, NOTHING_TYPED) : text.error;
  let body: unknown;
  try {
    body = await parseBody(text.data, encoding, type);
  } catch {
    return jsonError(400, isForm ? 'invalid_body' : 'invalid_json', isForm ? 'The form could not be read.' : 'The body is not valid JSON.');
  }
  const raw = v.safeParse(rawFields, body);
  if (!raw.success) return jsonError(400, 'invalid_body', 'Each field must be text.');
  if (raw.output.website !== '') return isForm ? backToForm('sent') : Response.json({ payload: { id: null } }, { status: 201 });
  const { name, email, phone, message } = raw.output;
  const typed = { name, email, phone, message };

  const parsed = v.safeParse(contactSchema, raw.output);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.issues);
    if (isForm) return backToDraft(request, { values: typed, errors: fields });
    return jsonError(400, 'invalid_body', `Please check: ${Object.keys(fields).join(', ')}.`, { fields });
  }

  try {
    const stored = await storeContactMessage(parsed.output);
    // Stored first: a message whose notification cannot be queued is still kept, and said so in the log.
    await notifySupport(stored).catch((error: unknown) => console.error(`[contact] message ${stored.id} is stored, but support could not be told:`, error));
    return isForm ? backToForm('sent') : Response.json({ payload: { id: stored.id } }, { status: 201 });
  } catch (error) {
    console.error('[contact] could not store a message:', error);
    if (isForm) return backWithProblem(request, { kind: 'unavailable' }, typed);
    return jsonError(503, 'store_unavailable', 'We could not save your message just now. Please try again in a few minutes.');
  }
}
