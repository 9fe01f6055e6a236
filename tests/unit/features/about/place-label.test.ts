import { describe, expect, it } from 'vitest';
import { placeLabel } from '@/features/about/place-label';

describe('role card number', () => {
  it("follows the card's place, two digits", () => {
    expect([0, 1, 2].map(placeLabel)).toEqual(['01', '02', '03']);
    expect(placeLabel(11)).toBe('12');
  });
});
