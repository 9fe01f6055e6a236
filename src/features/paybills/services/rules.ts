import {
  type AmountProblem,
  EMAIL_MAX_LENGTH,
  isEmail,
  isNigerianPhone,
  isSmartcardNumber,
  METER_LENGTH,
  normaliseEmail,
  readNairaAmount,
} from '@/lib/bills/customer-input';
import { SERVICE_LIMITS } from '@/lib/bills/site';
import { formatNaira } from '@/lib/money';
import { PAYBILLS_TEXT } from '../strings';

/** Values are read by lib/bills/customer-input, as the sandbox reads them, so no form sends what the API refuses. */

export type Limits = { minimum: number; maximum: number };

/** Spec: amount min 50; electricity's limits come from its distributor. */
export const AIRTIME_LIMITS: Limits = SERVICE_LIMITS.airtime;

const AMOUNT_PROBLEMS: Record<AmountProblem, string> = {
  decimal: PAYBILLS_TEXT.errors.amountDecimal,
  sign: PAYBILLS_TEXT.errors.amountSign,
  characters: PAYBILLS_TEXT.errors.amountCharacters,
};

export function amountTypingError(field: string): string | null {
  const { problem } = readNairaAmount(field);
  return problem ? AMOUNT_PROBLEMS[problem] : null;
}

export function amountError(field: string, limits: Limits): string | null {
  const { problem, value } = readNairaAmount(field);
  if (problem) return AMOUNT_PROBLEMS[problem];
  if (value < limits.minimum) return PAYBILLS_TEXT.errors.amountMin(formatNaira(limits.minimum, { kobo: false }));
  if (value > limits.maximum) return PAYBILLS_TEXT.errors.amountMax(formatNaira(limits.maximum, { kobo: false }));
  return null;
}

export function emailError(value: string): string | null {
  if (normaliseEmail(value).length > EMAIL_MAX_LENGTH) return PAYBILLS_TEXT.errors.emailTooLong;
  return isEmail(value) ? null : PAYBILLS_TEXT.errors.email;
}

export function phoneError(value: string): string | null {
  return isNigerianPhone(value) ? null : PAYBILLS_TEXT.errors.phone;
}

export function emailOrPhoneError(value: string): string | null {
  return isEmail(value) || isNigerianPhone(value) ? null : PAYBILLS_TEXT.errors.contact;
}

export function smartcardError(value: string): string | null {
  return isSmartcardNumber(value) ? null : PAYBILLS_TEXT.errors.smartcard;
}

/** Never cut while typing: the payer may have pasted the wrong thing. */
export function meterLengthError(
  meterNo: string,
  { proceeding = false }: { proceeding?: boolean } = {},
): string | null {
  const wrong = proceeding ? meterNo.length > 0 && meterNo.length !== METER_LENGTH : meterNo.length > METER_LENGTH;
  return wrong ? PAYBILLS_TEXT.errors.meterLength(meterNo.length) : null;
}
