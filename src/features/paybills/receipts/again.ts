import * as v from 'valibot';
import { NETWORK_IDS } from '../networks';

const text = v.string();

/** The form as its receipt shows it, for Buy again: never the email or phone an electricity receipt leaves out. */
export const againSchema = v.variant('service', [
  v.object({
    service: v.literal('electricity'),
    meterNo: text,
    meterType: v.picklist(['prepaid', 'postpaid']),
    amount: text,
  }),
  v.object({
    service: v.picklist(['airtime', 'data']),
    phone: text,
    network: v.picklist(NETWORK_IDS),
    plan: text,
    amount: text,
  }),
  v.object({
    service: v.literal('tv'),
    tv: v.picklist(['dstv', 'showmax']),
    package: text,
    account: text,
    contact: text,
  }),
]);

export type Again = v.InferOutput<typeof againSchema>;

/** Electricity asks for an email; TV takes an email or a phone; null when the device does not know the purchase. */
export function gaveEmail(again: Again | undefined): boolean | null {
  if (!again) return null;
  if (again.service === 'electricity') return true;
  return again.service === 'tv' && again.contact.includes('@');
}
