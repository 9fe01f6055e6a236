import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes, singletonTypes } from '@schemas/index';

type Field = {
  name: string;
  title?: string;
  group?: string;
  fields?: Field[];
  of?: Array<{ fields?: Field[] }>;
  options?: { list?: unknown[] };
};

/** Every field of every type, nested ones too, with where it is. */
function allFields(): Array<{ where: string; field: Field }> {
  const found: Array<{ where: string; field: Field }> = [];
  const visit = (fields: readonly Field[], where: string) => {
    for (const field of fields) {
      found.push({ where: `${where}.${field.name}`, field });
      if (field.fields) visit(field.fields, `${where}.${field.name}`);
      for (const member of field.of ?? []) if (member.fields) visit(member.fields, `${where}.${field.name}[]`);
    }
  };
  for (const type of schemaTypes) if ('fields' in type) visit(type.fields as Field[], type.name);
  return found;
}

/** A document type's fields and groups. */
const documentType = (name: string) =>
  schemaTypes.find((type) => type.name === name) as unknown as { fields: Field[]; groups?: Array<{ name: string }> };

describe('Sanity schema', () => {
  it('compiles with no errors', () => {
    // The Studio's own check: `createSchema` keeps the problems it found and compiles no type when one is an error.
    const schema = createSchema({ name: 'helpa', types: schemaTypes });
    const errors = (schema._validation ?? [])
      .flatMap((group) => group.problems.map((problem) => ({ path: group.path, ...problem })))
      .filter((problem) => problem.severity === 'error');
    expect(errors).toEqual([]);
    expect(schema.has('homePage')).toBe(true);
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
      expect.arrayContaining([
        'siteSettings',
        'homePage',
        'aboutPage',
        'contactPage',
        'comingSoonPage',
        'payBillsPage',
        'pricingPage',
      ]),
    );
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
        else if (titles.filter((title) => title === field.title).length > 1)
          problems.push(`${where}.${field.name} shares the title "${field.title}"`);
        if (field.fields) check(field.fields, `${where}.${field.name}`);
        for (const member of field.of ?? []) if (member.fields) check(member.fields, `${where}.${field.name}[]`);
      }
    };
    for (const type of schemaTypes) if ('fields' in type) check(type.fields as Field[], type.name);
    expect(problems).toEqual([]);
  });

  it('keeps no ordering field that the site does not read: order is drag and drop', () => {
    const fieldNames = (name: string) =>
      (schemaTypes.find((type) => type.name === name) as { fields: Field[] }).fields.map((field) => field.name);
    expect(fieldNames('faqItem')).not.toContain('order');
    expect(fieldNames('whyItem')).not.toContain('order');
    expect(fieldNames('roleCard')).not.toEqual(expect.arrayContaining(['position']));
    expect(fieldNames('faqItem')).toContain('orderRank');
    expect(fieldNames('howItWorksTab')).toContain('orderRank');
  });

  it('shows editors words in every list of choices, never the stored keys', () => {
    const lists = allFields().filter(({ field }) => field.options?.list);
    expect(lists.map(({ where }) => where)).toEqual(
      expect.arrayContaining(['howItWorksTab.key', 'legalPage.kind', 'socialLink.platform']),
    );
    for (const { where, field } of lists) {
      for (const choice of field.options!.list!) {
        expect(choice, where).toEqual({ title: expect.any(String), value: expect.any(String) });
        const { title, value } = choice as { title: string; value: string };
        expect(title, where).not.toBe(value);
      }
    }
    // Here givers are the providers: the tab stored under "giver" is the job owners'.
    const audiences = documentType('howItWorksTab').fields.find((field) => field.name === 'key')!.options!
      .list as Array<{ title: string; value: string }>;
    expect(audiences.find(({ value }) => value === 'giver')?.title).toMatch(/^Job owners/);
    expect(audiences.find(({ value }) => value === 'service-provider')?.title).toMatch(/givers/);
  });

  it('puts every field of a long document in a group, and each group has fields', () => {
    for (const type of schemaTypes.filter((schemaType) => schemaType.type === 'document')) {
      const { fields, groups } = documentType(type.name);
      if (fields.length <= 12) continue;
      expect(groups?.length, `${type.name} has ${fields.length} fields and no groups`).toBeGreaterThan(1);
      expect(
        fields.filter((field) => !field.group).map((field) => field.name),
        type.name,
      ).toEqual([]);
      for (const group of groups!)
        expect(
          fields.some((field) => field.group === group.name),
          `${type.name}: group ${group.name}`,
        ).toBe(true);
    }
  });

  it("lists the contact form's fields in the order a visitor fills them, the send button after the message", () => {
    const form = documentType('contactPage')
      .fields.filter((field) => field.group === 'form')
      .map((field) => field.name);
    expect(form).toEqual([
      'formHeading',
      'nameLabel',
      'emailLabel',
      'phoneLabel',
      'optionalLabel',
      'messageLabel',
      'sendLabel',
      'successMessage',
    ]);
  });

  it("puts the home hero's words on the Home page, not in Site settings", () => {
    const fieldNames = (name: string) =>
      (schemaTypes.find((type) => type.name === name) as { fields: Field[] }).fields.map((field) => field.name);
    expect(fieldNames('homePage')).toEqual(
      expect.arrayContaining(['heroBadge', 'heroBadgeCaption', 'heroHeadline', 'heroText']),
    );
    expect(fieldNames('siteSettings').filter((name) => /badge|hero/i.test(name))).toEqual([]);
  });
});
