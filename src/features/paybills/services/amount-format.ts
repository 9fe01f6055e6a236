/** A sign and a decimal point are let through on purpose: customer-input.ts then says what is wrong rather than let a character vanish. */
export const AMOUNT_FORMAT = { thousandSeparator: ',', decimalSeparator: '.', allowNegative: true } as const;

const DECIMAL_DIGIT = /\p{Nd}/u;

/** Unicode puts each script's 0 to 9 in a run of their own. */
function digitValue(character: string): number {
  let start = character.codePointAt(0) ?? 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return ((character.codePointAt(0) ?? 0) - start) % 10;
}

/** Digits of any script (full-width ０-９ from a phone keyboard, Arabic-Indic ٠-٩ …) as 0-9, each in its place. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => (/[0-9]/.test(digit) ? digit : String(digitValue(digit))));
}

/** A leading naira sign is the payer's way of writing an amount. */
const TAKEN = /^[\d,.\s+\-\u2212]*$/;
const NAIRA_MARK = /^\s*(?:₦|NGN|N)\s*/i;

export function droppedByAmountField(text: string): boolean {
  return !TAKEN.test(asciiDigits(text).replace(NAIRA_MARK, ''));
}
