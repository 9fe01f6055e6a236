import { describe, expect, it } from 'vitest';
import { lagosStamp, makeRequestId } from '@/features/paybills/payment/request-id';
import { REQUEST_ID_PATTERN } from '@/lib/bills/site';

describe('VTpass request ids', () => {
  it('start with the Africa/Lagos YYYYMMDDHHmm (UTC+1) of the attempt', () => {
    expect(lagosStamp(new Date('2026-11-22T23:30:00Z'))).toBe('202611230030');
  });

  it('end with at least 12 random letters or digits, and the sandbox accepts them', () => {
    const id = makeRequestId(new Date('2026-01-05T08:07:00Z'));
    expect(id).toMatch(/^202601050907[A-Za-z0-9]{12,}$/);
    expect(REQUEST_ID_PATTERN.test(id)).toBe(true);
    expect(makeRequestId()).not.toBe(makeRequestId());
  });
});
