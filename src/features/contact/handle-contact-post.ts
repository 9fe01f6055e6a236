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

/**
 * The contact form's policy: JSON (the form with JavaScript) or form-encoded (without), from this
 * site only, rate-limited per address, honeypot-checked, validated, then stored.
 */
export async function handleContactPost(request: Request): Promise<Response> {
  const type = request.headers.get('content-type') ?? '';
  const isForm = type.includes('application/x-www-form-urlencoded');
  if (!isForm && !type.includes('application/json')) return jsonError(415, 'unsupported_media_type', 'Send the form as application/json or application/x-www-form-urlencoded.');
  if (isCrossSite(request)) return jsonError(403, 'cross_site', 'Messages can only be sent from this site.');

  const limit = await limiter.consume(clientAddress(request));
  if (!limit.ok) {
    return jsonError(429, 'rate_limited', `Too many messages. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`, {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }

  const text = await readBodyText(request);
  if ('error' in text) return text.error;
  let body: unknown;
  try {
    body = isForm ? Object.fromEntries(new URLSearchParams(text.data)) : JSON.parse(text.data);
  } catch {
    return jsonError(400, 'invalid_json', 'The body is not valid JSON.');
  }
  const raw = v.safeParse(rawFields, body);
  if (!raw.success) return jsonError(400, 'invalid_body', 'Each field must be text.');
  if (raw.output.website !== '') return isForm ? backToForm('sent') : Response.json({ payload: { id: null } }, { status: 201 });

  const parsed = v.safeParse(contactSchema, raw.output);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.issues);
    if (isForm) {
      const { name, email, phone, message } = raw.output;
      return backToDraft(request, { values: { name, email, phone, message }, errors: fields });
    }
    return jsonError(400, 'invalid_body', `Please check: ${Object.keys(fields).join(', ')}.`, { fields });
  }

  try {
    const stored = await storeContactMessage(parsed.output);
    // Stored first: a message whose notification cannot be queued is still kept, and said so in the log.
    await notifySupport(stored).catch((error: unknown) => console.error(`[contact] message ${stored.id} is stored, but support could not be told:`, error));
    return isForm ? backToForm('sent') : Response.json({ payload: { id: stored.id } }, { status: 201 });
  } catch (error) {
    console.error('[contact] could not store a message:', error);
    return jsonError(503, 'store_unavailable', 'We could not save your message just now. Please try again in a few minutes.');
  }
}
