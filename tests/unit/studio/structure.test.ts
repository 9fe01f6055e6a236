import { describe, expect, it } from 'vitest';
import { schemaTypes, singletonTypes } from '@schemas/index';
import { LIST_TITLES } from '../../../studio/structure';

describe('the Studio desk', () => {
  it('titles every list of documents in the plural, apart from the type name it lists', () => {
    const singletons = new Set<string>(singletonTypes.map((type) => type.name));
    const listed = schemaTypes.filter((type) => type.type === 'document' && !singletons.has(type.name));
    expect(Object.keys(LIST_TITLES).sort()).toEqual(listed.map((type) => type.name).sort());
    for (const type of listed) {
      const title = LIST_TITLES[type.name]!;
      expect(title, type.name).toMatch(/s$/);
      expect(title, type.name).not.toBe(type.title);
    }
  });
});
