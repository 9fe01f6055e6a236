import { describe, expect, it } from 'vitest';
import { retryAt, sendProblemText } from '@/features/contact/send-problem';

const now = new Date('2026-11-27T09:00:00Z');

describe('when a rate-limited visitor may send again', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAt('480', now)).toBe('2026-11-27T09:08:00.000Z');
    expect(retryAt('Fri, 27 Nov 2026 09:05:00 GMT', now)).toBe('2026-11-27T09:05:00.000Z');
  });

  it('never says "now" for a missing, unreadable or past header', () => {
    expect(retryAt(null, now)).toBe('2026-11-27T09:01:00.000Z');
    expect(retryAt('soon', now)).toBe('2026-11-27T09:01:00.000Z');
    expect(retryAt('Fri, 27 Nov 2026 08:00:00 GMT', now)).toBe(now.toISOString());
  });
});

describe('the sentence for each reason a message was not sent', () => {
  it('names the wait in whole minutes and the clock time, rounded up, in the time zone asked for', () => {
    const text = sendProblemText({ kind: 'rate-limited', retryAt: '2026-11-27T09:07:30.000Z' }, now, 'Africa/Lagos');
    expect(text).toBe(
      'You have sent several messages in a short time, so this one was not sent. Please send it again in 8 minutes, after 10:08; what you typed is still here.',
    );
    expect(sendProblemText({ kind: 'rate-limited', retryAt: '2026-11-27T09:00:20.000Z' }, now, 'UTC')).toContain(
      'in 1 minute, after 09:01',
    );
  });

  it('tells an offline visitor about the connection, and a failure on our side to try later, keeping what was typed', () => {
    expect(sendProblemText({ kind: 'offline' }, now)).toMatch(
      /could not reach Helpa.*check your internet connection.*still here/,
    );
    expect(sendProblemText({ kind: 'unavailable' }, now)).toMatch(
      /something went wrong on our side.*try again in a few minutes.*still here/,
    );
    expect(sendProblemText({ kind: 'unavailable' }, now)).not.toMatch(/connection/);
  });
});
