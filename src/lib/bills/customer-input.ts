/** What a payer types or pastes, read as the forms and the sandbox both read it: the value meant, or what is wrong; nothing guessed or cut. */

export const METER_LENGTH = 11;
export const SMARTCARD_LENGTH = 10;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const LOCAL_PHONE_PATTERN = /^0[789][01]\d{8}$/;
const METER_PATTERN = new RegExp(`^\\d{${METER_LENGTH}}$`);
const SMARTCARD_PATTERN = new RegExp(`^\\d{${SMARTCARD_LENGTH}}$`);

/** Full-width digits, no-break spaces and other compatibility forms as their plain ASCII. */
function plain(value: string): string {
  return value.normalize('NFKC');
}

/** Spaces, dashes (any kind), dots and brackets people put between digit groups. */
const DIGIT_GROUP_SEPARATORS = /[\s\-\u2010-\u2015.()]/g;

/** The local form billers take (`08031234567`) from any usual spelling (`+234 (0) 803…`, `00234…`); anything else comes back compacted, to be refused. */
export function normalisePhone(value: string): string {
  const compact = plain(value).replace(DIGIT_GROUP_SEPARATORS, '');
  const international = /^(?:\+|00)?234(0?)(\d{10})$/.exec(compact);
  return international ? `0${international[2]}` : compact;
}

export function isNigerianPhone(value: string): boolean {
  return LOCAL_PHONE_PATTERN.test(normalisePhone(value));
}

/** A meter or smartcard number's digits, with the spaces and dashes of a paste taken out (nothing cut). */
export function accountDigits(value: string): string {
  return plain(value).replace(DIGIT_GROUP_SEPARATORS, '').replace(/\D/g, '');
}

export function isMeterNumber(value: string): boolean {
  return METER_PATTERN.test(value);
}

export function isSmartcardNumber(value: string): boolean {
  return SMARTCARD_PATTERN.test(plain(value).replace(DIGIT_GROUP_SEPARATORS, ''));
}

export function normaliseEmail(value: string): string {
  return plain(value).trim();
}

export function isEmail(value: string): boolean {
  const email = normaliseEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export type AmountProblem = 'decimal' | 'sign' | 'characters';

export type AmountReading = { value: number; digits: string; problem: AmountProblem | null };

/** A leading Naira mark a payer may paste with the amount (`₦5,000`, `N 5000`, `NGN5000`). */
const NAIRA_MARK = /^(?:₦|NGN|N)\s*/i;

/** Zero kobo written out (`12,500.00`): still whole Naira. Three zeros are not money (`1.000` may mean a thousand). */
const NO_KOBO = /\.0{1,2}$/;

/** Whole Naira: kobo are not payable, so a decimal point is a problem, never dropped (`750.50` is not 75,050), unless it says no kobo; digits are never cut. */
export function readNairaAmount(raw: string): AmountReading {
  const text = plain(raw).trim().replace(NAIRA_MARK, '').replace(NO_KOBO, '');
  const none = (problem: AmountProblem): AmountReading => ({ value: 0, digits: '', problem });
  if (/[-+\u2212]/.test(text)) return none('sign');
  if (/^[\d,\s]*\.\d*$/.test(text)) return none('decimal');
  if (/[^\d,\s]/.test(text)) return none('characters');
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return { value: digits ? Number(digits) : 0, digits: digits === '0' ? '' : digits, problem: null };
}
