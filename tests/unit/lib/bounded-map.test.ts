import { describe, expect, it } from 'vitest';
import { setForgettingOldest } from '@/lib/bounded-map';

describe('setForgettingOldest', () => {
  it('keeps every entry up to its capacity, then forgets the oldest for each new one', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c'].entries()) setForgettingOldest(map, key, index, 3);
    expect([...map.keys()]).toEqual(['a', 'b', 'c']);
    setForgettingOldest(map, 'd', 3, 3);
    setForgettingOldest(map, 'e', 4, 3);
    expect([...map.entries()]).toEqual([
      ['c', 2],
      ['d', 3],
      ['e', 4],
    ]);
  });
});
