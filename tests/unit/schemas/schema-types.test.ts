import { Schema } from '@sanity/schema';
import { groupProblems, validateSchema } from '@sanity/schema/_internal';
import { describe, expect, it } from 'vitest';
import { schemaTypes, singletonTypes } from '@schemas/index';

type Field = { name: string; title?: string; fields?: Field[]; of?: Array<{ fields?: Field[] }> };

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
    expect(singletonTypes.map((type) => type.name)).toEqual(expect.arrayContaining(['siteSettings', 'homePage', 'aboutPage', 'contactPage', 'comingSoonPage', 'payBillsPage', 'pricingPage']));
  });

  it('gives every type an icon', () => {
    for (const type of schemaTypes) expect('icon' in type && type.icon, type.name).toBeTruthy();
  });

  it('gives every field a plain title of its own: no two fields of one type or object share one', () => {
    const problems: string[] = [];
    const check = (fields: readonly Field[], where: string) => {
      const titles = fields.map((field) => field.title);
      for (const field of fields) {
        if (!field.title) problems.push(`${where}.${field.name} has no title`);
        else if (titles.filter((title) => title === field.title).length > 1) problems.push(`${where}.${field.name} shares the title "${field.title}"`);
        if (field.fields) check(field.fields, `${where}.${field.name}`);
        for (const member of field.of ?? []) if (member.fields) check(member.fields, `${where}.${field.name}[]`);
      }
    };
    for (const type of schemaTypes) if ('fields' in type) check(type.fields as Field[], type.name);
    expect(problems).toEqual([]);
  });

  it('keeps no ordering field that the site does not read: order is drag and drop', () => {
    const fieldNames = (name: string) => (schemaTypes.find((type) => type.name === name) as { fields: Field[] }).fields.map((field) => field.name);
    expect(fieldNames('faqItem')).not.toContain('order');
    expect(fieldNames('whyItem')).not.toContain('order');
    expect(fieldNames('roleCard')).not.toEqual(expect.arrayContaining(['position']));
    expect(fieldNames('faqItem')).toContain('orderRank');
    expect(fieldNames('howItWorksTab')).toContain('orderRank');
  });

  it("puts the home hero's words on the Home page, not in Site settings", () => {
    const fieldNames = (name: string) => (schemaTypes.find((type) => type.name === name) as { fields: Field[] }).fields.map((field) => field.name);
    expect(fieldNames('homePage')).toEqual(expect.arrayContaining(['heroBadge', 'heroBadgeCaption', 'heroHeadline', 'heroText']));
    expect(fieldNames('siteSettings').filter((name) => /badge|hero/i.test(name))).toEqual([]);
  });
});
