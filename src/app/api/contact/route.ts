import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { contactSchema, fieldMessages } from '@/features/contact/contact-schema';
import { storeContactMessage } from '@/features/contact/message-store';
import { RateLimiter } from '@/features/contact/rate-limit';
import { jsonError } from '@/lib/http/json-error';

const MAX_BODY_BYTES = 20 * 1024;
const WINDOW_MS = 10 * 60 * 1000;
const limiter = new RateLimiter(Number(process.env.CONTACT_RATE_LIMIT) || 5, WINDOW_MS);

/** Strings only: a number or object where text belongs is a bad request, not a crash. */
const rawFields = z.object({
  name: z.string().optional().default(''),
  email: z.string().optional().default(''),
  phone: z.string().optional().default(''),
  message: z.string().optional().default(''),
  // The honeypot: hidden from people, filled in by bots.
  website: z.string().optional().default(''),
});

function clientIp(request: NextRequest): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'unknown';
}

function isCrossSite(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== (request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  } catch {
    return true;
  }
}

async function readBody(request: NextRequest, isForm: boolean): Promise<unknown> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new RangeError('too large');
  return isForm ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
}

/** Without JavaScript the form posts here directly: answer with a redirect to a page that says how it went. */
function backToForm(request: NextRequest, outcome: 'sent' | 'error'): Response {
  return Response.redirect(new URL(`/contactus/${outcome}`, request.url), 303);
}

/** The contact form's endpoint: JSON (the form with JavaScript) or form-encoded (without). */
export async function POST(request: NextRequest): Promise<Response> {
  const type = request.headers.get('content-type') ?? '';
  const isForm = type.includes('application/x-www-form-urlencoded');
  if (!isForm && !type.includes('application/json')) return jsonError(415, 'unsupported_media_type', 'Send the form as application/json or application/x-www-form-urlencoded.');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return jsonError(413, 'body_too_large', 'The message is too long.');
  if (isCrossSite(request)) return jsonError(403, 'cross_site', 'Messages can only be sent from this site.');

  const limit = limiter.hit(clientIp(request));
  if (!limit.allowed) {
    return jsonError(429, 'rate_limited', `Too many messages. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`, {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }

  let body: unknown;
  try {
    body = await readBody(request, isForm);
  } catch (error) {
    if (error instanceof RangeError) return jsonError(413, 'body_too_large', 'The message is too long.');
    return jsonError(400, 'invalid_json', 'The body is not valid JSON.');
  }
  const raw = rawFields.safeParse(body);
  if (!raw.success) return jsonError(400, 'invalid_body', 'Each field must be text.');
  if (raw.data.website !== '') return isForm ? backToForm(request, 'sent') : Response.json({ payload: { id: null } }, { status: 201 });

  const parsed = contactSchema.safeParse(raw.data);
  if (!parsed.success) {
    if (isForm) return backToForm(request, 'error');
    const fields = fieldMessages(parsed.error);
    return jsonError(400, 'invalid_body', `Please check: ${Object.keys(fields).join(', ')}.`, { fields });
  }

  try {
    const stored = await storeContactMessage(parsed.data);
    return isForm ? backToForm(request, 'sent') : Response.json({ payload: { id: stored.id } }, { status: 201 });
  } catch (error) {
    console.error('[contact] could not store a message:', error);
    return jsonError(503, 'store_unavailable', 'We could not save your message just now. Please try again in a few minutes.');
  }
}

export function GET(): Response {
  return jsonError(405, 'method_not_allowed', 'Use POST.', { headers: { Allow: 'POST' } });
}
