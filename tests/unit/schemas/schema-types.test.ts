import { Schema } from '@sanity/schema';
import { groupProblems, validateSchema } from '@sanity/schema/_internal';
import { describe, expect, it } from 'vitest';
import { schemaTypes, singletonTypes } from '@schemas/index';

describe('Sanity schema', () => {
  it('compiles with no errors', () => {
    const validation = validateSchema(schemaTypes);
    // Sanity's internal validation result is typed `getTypes(): any[]`; groupProblems takes exactly that.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
    const errors = groupProblems(validation.getTypes())
      .flatMap((group) => group.problems.map((problem) => ({ path: group.path, ...problem })))
      .filter((problem) => problem.severity === 'error');
    expect(errors).toEqual([]);
    expect(Schema.compile({ name: 'helpa', types: schemaTypes }).has('homePage')).toBe(true);
  });

  it('gives every document type a preview', () => {
    const documents = schemaTypes.filter((type) => type.type === 'document');
    expect(documents.length).toBeGreaterThan(10);
    for (const type of documents) expect(type.preview, type.name).toBeDefined();
  });

  it('keeps one file per type: names are unique', () => {
    const names = schemaTypes.map((type) => type.name);
    expect(new Set(names).size).toBe(names.length);
    expect(singletonTypes.map((type) => type.name)).toEqual(
      expect.arrayContaining(['siteSettings', 'homePage', 'aboutPage', 'contactPage', 'comingSoonPage', 'payBillsPage', 'pricingPage']),
    );
  });
});
