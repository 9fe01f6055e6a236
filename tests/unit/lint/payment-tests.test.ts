import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Reads the e2e specs: every test that presses a pay button must be tagged, guarded and pay with SMOKE_*
// values (tests/e2e/support/payments.ts), so `BASE_URL=<production> npx playwright test` never pays by
// accident and pays only for the operator's own meter, phone and smartcard when it is told to.
const E2E_DIR = 'tests/e2e';
const GUARD = 'refuseToPayUnlessAllowed();';

/** The buttons that pay: the order summary's, a top-up form's Submit, and Try again after a failure. */
const PAY_PRESS = /getByRole\('button', \{ name: '(Make Payment|Try again|Submit)' \}\)\.(click|dblclick)\(/g;
const TOP_UP_SERVICES = /'(Airtime VTU|Data Subscription|TV Subscription)'/;
/** The fields whose number is what gets paid for (or who is told about it). */
const NUMBER_FILL = /getByLabel\('(Phone number|Meter number|Smartcard number)'\)\.fill\(([^)]*)\)/g;

type SpecTest = { file: string; title: string; taggedTitle: boolean; firstStatement: string; text: string };

/** Every `test(title, fn)` of a spec, with the bodies of the file's own helpers it calls placed before its own. */
function specTests(file: string): SpecTest[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const helpers = new Map<string, string>();
  const tests: SpecTest[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) helpers.set(node.name.text, node.body.getText(source));
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'test') {
      const [title, fn] = node.arguments;
      if (title && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isBlock(fn.body)) {
        const body = fn.body;
        tests.push({
          file,
          title: title.getText(source),
          taggedTitle: /@payment|\$\{PAYMENT_TAG\}/.test(title.getText(source)),
          firstStatement: body.statements[0]?.getText(source) ?? '',
          text: body.getText(source),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tests.map((test) => {
    const called = [...helpers].filter(([name]) => new RegExp(`\\b${name}\\(`).test(test.text)).map(([, body]) => body);
    return { ...test, text: [...called, test.text].join('\n') };
  });
}

/**
 * Make Payment; Submit once a top-up service (airtime, data, TV) is open, since its form pays; Try again
 * after one of those (a retry of the payment, not of loading the page).
 */
function pressesPayButton(text: string): boolean {
  let paid = false;
  for (const press of text.matchAll(PAY_PRESS)) {
    const name = press[1];
    const before = text.slice(0, press.index);
    if (name === 'Make Payment' || (name === 'Submit' && TOP_UP_SERVICES.test(before)) || (name === 'Try again' && paid)) paid = true;
  }
  return paid;
}

/** The literal numbers still in a number field when a pay button is pressed. */
function literalNumbersPaidWith(text: string): string[] {
  const literals: string[] = [];
  const lastFill = new Map<string, string>();
  const events = [
    ...[...text.matchAll(NUMBER_FILL)].map((match) => ({ at: match.index, fill: [match[1] ?? '', match[2] ?? ''] as const })),
    ...[...text.matchAll(PAY_PRESS)].map((match) => ({ at: match.index, fill: undefined })),
  ].sort((a, b) => a.at - b.at);
  for (const event of events) {
    if (event.fill) lastFill.set(event.fill[0], event.fill[1]);
    else for (const [field, value] of lastFill) if (/^['"`]/.test(value)) literals.push(`${field} = ${value}`);
  }
  return literals;
}

const specs = readdirSync(E2E_DIR)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => path.join(E2E_DIR, name));
const paying = specs.flatMap(specTests).filter((test) => pressesPayButton(test.text));

describe('e2e tests that pay', () => {
  it('are found (the check reads the specs it means to)', () => {
    expect(paying.length).toBeGreaterThanOrEqual(7);
    expect(paying.some((test) => test.title.includes('@smoke'))).toBe(true);
  });

  it.each(paying.map((test) => [`${test.file}: ${test.title}`, test] as const))('%s is tagged, guarded and pays with SMOKE_* values', (_name, test) => {
    expect(test.taggedTitle, 'its title carries @payment (PAYMENT_TAG)').toBe(true);
    expect(test.firstStatement, `its first line is ${GUARD}`).toBe(GUARD);
    expect(literalNumbersPaidWith(test.text), 'the numbers it pays with come from SMOKE_* (support/payments.ts)').toEqual([]);
  });

  it('tells a paying test from one that only opens a form', () => {
    const electricityDetails = "await panel.getByLabel('Meter number').fill(METER);\nawait form.getByRole('button', { name: 'Submit' }).click();";
    expect(pressesPayButton(electricityDetails)).toBe(false);
    expect(pressesPayButton(`openService(page, 'Airtime VTU');\n${electricityDetails}`)).toBe(true);
    expect(pressesPayButton(`${electricityDetails}\npage.getByRole('tab', { name: 'TV Subscription' }).click()`)).toBe(false);
    expect(pressesPayButton("page.getByRole('button', { name: 'Try again' }).click()")).toBe(false);
    expect(pressesPayButton("summary.getByRole('button', { name: 'Make Payment' }).dblclick()")).toBe(true);
    expect(literalNumbersPaidWith("x.getByLabel('Phone number').fill('08031234567');\nx.getByLabel('Phone number').fill(PHONE);\nx.getByRole('button', { name: 'Submit' }).click()")).toEqual([]);
    expect(literalNumbersPaidWith("x.getByLabel('Meter number').fill('11111111111');\nx.getByRole('button', { name: 'Make Payment' }).click()")).toEqual(["Meter number = '11111111111'"]);
  });
});
