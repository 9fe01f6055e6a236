import { formatNumber } from '@/lib/number-format';
import { CONTACT_LIMITS } from './contact-schema';
import { CONTACT_NOT_SENT } from './strings';

export type SendProblem =
  { kind: 'rate-limited'; retryAt: string } | { kind: 'offline' } | { kind: 'unavailable' } | { kind: 'too-large' };

export const OFFICE_TIME_ZONE = 'Africa/Lagos';

/** When a 429's `Retry-After` (delay in seconds, or an HTTP date) allows the next attempt, as an ISO time; a missing or unreadable header counts as one minute, never as "now". */
export function retryAt(retryAfter: string | null, now: Date): string {
  const seconds = retryAfter && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  const date = retryAfter && seconds === null ? Date.parse(retryAfter) : NaN;
  const at = seconds !== null ? now.getTime() + seconds * 1000 : Number.isFinite(date) ? date : now.getTime() + 60_000;
  return new Date(Math.max(at, now.getTime())).toISOString();
}

export function sendProblemText(problem: SendProblem, now: Date, timeZone?: string): string {
  switch (problem.kind) {
    case 'rate-limited': {
      const at = Date.parse(problem.retryAt);
      const minutes = Math.max(1, Math.ceil((at - now.getTime()) / 60_000));
      // The next whole minute: "after 10:08" must not come before the limit ends at 10:07:30.
      const clock = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }).format(Math.ceil(at / 60_000) * 60_000);
      return CONTACT_NOT_SENT.rateLimited(CONTACT_NOT_SENT.minutes(minutes), clock);
    }
    case 'offline':
      return CONTACT_NOT_SENT.offline;
    case 'unavailable':
      return CONTACT_NOT_SENT.unavailable;
    case 'too-large':
      return CONTACT_NOT_SENT.tooLarge(formatNumber(CONTACT_LIMITS.message));
  }
}
