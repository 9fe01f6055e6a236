/** Fields whose value is replaced whole, at any depth. */
const SECRET_KEY =
  /pass|secret|token|authori[sz]ation|cookie|api[-_]?key|signature|e-?mail|phone|meter|smartcard|billers_?code|customer_?name|address/i;

const PATTERNS: Array<[RegExp, string]> = [
  // user:password@ in a URL (redis://, smtp://), before the email pattern can take "password@host".
  [/(\/\/)[^/@\s:]+:[^/@\s]*@/g, '$1[credentials]@'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // An electricity token as printed: five groups of four digits.
  [/\b\d{4}(?:[- ]\d{4}){4}\b/g, '[token]'],
  // Nigerian phones in international form, with or without spaces.
  [/\+?234[\s-]?[789][01]\d(?:[\s-]?\d){7}\b/g, '[phone]'],
  // Ten digits or more: a local phone (11), a smartcard (10), a meter (11 to 13), a token written without spaces (20).
  [/\b\d{10,}\b/g, '[number]'],
];

export function redactText(text: string): string {
  return PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[deep]';
  if (value instanceof Error) {
    return {
      type: value.name,
      message: redactText(value.message),
      ...(value.stack ? { stack: redactText(value.stack) } : {}),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && item !== undefined && item !== null ? '[redacted]' : redactValue(item, depth + 1),
    ]),
  );
}
