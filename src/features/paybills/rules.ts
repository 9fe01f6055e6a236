import { SERVICE_LIMITS } from '@/lib/bills-api/contract';
import { formatNaira } from '@/lib/money';
import { PAYBILLS_TEXT } from './strings';

/** The field rules the spec only marks, written once: each returns the message shown next to its field, or null. */

export type Limits = { minimum: number; maximum: number };

/** Airtime's limits (spec: amount min 50) from the contract; electricity's come from its distributor. */
export const AIRTIME_LIMITS: Limits = SERVICE_LIMITS.airtime;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** 0 or +234/234, then 7, 8 or 9, then 0 or 1, then 8 digits (Nigerian mobile numbers). */
const NIGERIAN_PHONE = /^(?:\+?234|0)[789][01]\d{8}$/;

export function compactPhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function amountError(amount: number, limits: Limits): string | null {
  if (!amount || amount < limits.minimum) return PAYBILLS_TEXT.errors.amountMin(formatNaira(limits.minimum, { kobo: false }));
  if (amount > limits.maximum) return PAYBILLS_TEXT.errors.amountMax(formatNaira(limits.maximum, { kobo: false }));
  return null;
}

export function emailError(value: string): string | null {
  return EMAIL.test(value.trim()) ? null : PAYBILLS_TEXT.errors.email;
}

export function phoneError(value: string): string | null {
  return NIGERIAN_PHONE.test(compactPhone(value)) ? null : PAYBILLS_TEXT.errors.phone;
}

export function emailOrPhoneError(value: string): string | null {
  return emailError(value) === null || phoneError(value) === null ? null : PAYBILLS_TEXT.errors.contact;
}

/** The number in the local form billers expect (0803...), from any accepted spelling. */
export function localPhone(value: string): string {
  return compactPhone(value).replace(/^\+?234/, '0');
}
