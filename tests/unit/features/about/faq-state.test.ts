import { describe, expect, it } from 'vitest';
import { activeFaqId } from '@/features/about/faq-state';

const items = [{ id: 'who-can-register' }, { id: 'what-is' }, { id: 'what-is-kyc' }];

describe('active FAQ item', () => {
  it('opens what-is by default', () => {
    expect(activeFaqId(items)).toBe('what-is');
  });

  it('opens the requested item when it exists', () => {
    expect(activeFaqId(items, 'what-is-kyc')).toBe('what-is-kyc');
  });

  it('falls back to the first item for an unknown id', () => {
    expect(activeFaqId(items, 'no-such-question')).toBe('who-can-register');
  });

  it('opens nothing when there are no items', () => {
    expect(activeFaqId([], 'what-is')).toBeNull();
  });
});
