import { BILLS_FAILURE_MESSAGES } from '@/lib/bills/messages';
import { PAYBILLS_TEXT } from '../strings';

/** This site emails it to the address given when paying (never to one the browser names). */
export const EMAIL_AGAIN_PATH = '/api/paybills/receipt-email';

function messageIn(body: unknown, key: 'payload' | 'error'): string | null {
  if (!body || typeof body !== 'object' || !(key in body)) return null;
  const part = (body as Record<string, unknown>)[key];
  const message = part && typeof part === 'object' && 'message' in part ? part.message : null;
  return typeof message === 'string' ? message : null;
}

export async function emailReceiptAgain(reference: string): Promise<{ sent: boolean; message: string }> {
  let response: Response;
  try {
    response = await fetch(EMAIL_AGAIN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ reference }),
    });
  } catch {
    return { sent: false, message: BILLS_FAILURE_MESSAGES.unreachable };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { sent: true, message: messageIn(body, 'payload') ?? PAYBILLS_TEXT.emailingAgain };
  return { sent: false, message: messageIn(body, 'error') ?? PAYBILLS_TEXT.errors.emailAgainRefused };
}
