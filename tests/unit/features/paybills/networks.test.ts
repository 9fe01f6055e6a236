import { describe, expect, it } from 'vitest';
import { detectNetwork } from '@/features/paybills/networks';

describe('network from a Nigerian number prefix', () => {
  it.each([
    ['08031234567', 'mtn'],
    ['+2348031234567', 'mtn'],
    ['2347025123456', 'mtn'],
    ['0802 123 4567', 'airtel'],
    ['09071234567', 'airtel'],
    ['08051234567', 'glo'],
    ['09151234567', 'glo'],
    ['08091234567', 'etisalat'],
    ['09081234567', 'etisalat'],
  ])('%s is %s', (phone, network) => {
    expect(detectNetwork(phone)).toBe(network);
  });

  it('leaves an unknown prefix for the visitor to choose', () => {
    expect(detectNetwork('08011111111')).toBeNull();
    expect(detectNetwork('')).toBeNull();
  });
});
