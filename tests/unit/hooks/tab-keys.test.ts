import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from '@/hooks/tab-keys';

describe('tab list keys', () => {
  it('steps forward with the right and down arrows, wrapping at the end', () => {
    expect(tabIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexForKey('ArrowDown', 3, 4)).toBe(0);
  });

  it('steps back with the left and up arrows, wrapping at the start', () => {
    expect(tabIndexForKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabIndexForKey('ArrowUp', 0, 4)).toBe(3);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 0, 4)).toBe(3);
  });

  it('ignores other keys', () => {
    expect(tabIndexForKey('Enter', 1, 4)).toBeNull();
  });
});
