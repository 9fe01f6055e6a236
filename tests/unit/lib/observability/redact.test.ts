import { describe, expect, it } from 'vitest';
import { redactText, redactValue } from '@/lib/observability/redact';

describe('what a log line may hold', () => {
  it('replaces emails, phones, meter and smartcard numbers and tokens in free text', () => {
    expect(redactText('receipt for ada.obi+pay@example.com, meter 45063247893 (phone 08031234567)')).toBe(
      'receipt for [email], meter [number] (phone [number])',
    );
    expect(redactText('token 1234-5678-9012-3456-7890 and 12345678901234567890')).toBe('token [token] and [number]');
    expect(redactText('call +234 803 123 4567 or +2348031234567')).toBe('call [phone] or [phone]');
    expect(redactText('smartcard 1212121212')).toBe('smartcard [number]');
  });

  it('keeps what support needs: request ids, amounts, statuses, short numbers', () => {
    const line = 'request 6f1c0a3e9b8d4c2aa1b2c3d4e5f60718 answered 503 in 412 ms for N2,600.00';
    expect(redactText(line)).toBe(line);
  });

  it('hides URL credentials, but not the host', () => {
    expect(redactText('redis://helpa:s3cret@redis.internal:6379 is unreachable')).toBe(
      'redis://[credentials]@redis.internal:6379 is unreachable',
    );
    expect(redactText('smtps://user:pa55@smtp.example.com:465')).toBe('smtps://[credentials]@smtp.example.com:465');
  });

  it('replaces whole fields that name a secret or a person, at any depth, and scrubs errors', () => {
    const error = new Error('no account for meter 45063247893');
    expect(
      redactValue({
        service: 'electricity',
        body: {
          billersCode: '45063247893',
          phone: '08031234567',
          email: 'a@b.co',
          amount: 2600,
          purchased_code: 'Token : 1234 5678 9012 3456 7890',
        },
        headers: { authorization: 'Bearer abc', cookie: 'x=1', 'x-request-id': 'abc12345' },
        secretKey: 'sk_live_1',
        err: error,
      }),
    ).toEqual({
      service: 'electricity',
      body: {
        billersCode: '[redacted]',
        phone: '[redacted]',
        email: '[redacted]',
        amount: 2600,
        purchased_code: 'Token : [token]',
      },
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'x-request-id': 'abc12345' },
      secretKey: '[redacted]',
      err: {
        type: 'Error',
        message: 'no account for meter [number]',
        stack: expect.stringContaining('no account for meter [number]') as unknown,
      },
    });
  });
});
