import * as v from 'valibot';
import { type ElectricityState, initialElectricityState } from './electricity-reducer';

/**
 * What the payer has typed and verified in the electricity flow, kept for this tab (sessionStorage):
 * leaving pay bills and coming back with Forward, or reloading, loses nothing. It is forgotten once
 * the payment is delivered, so Back from a receipt never offers the same purchase again.
 */

const STORAGE_KEY = 'helpa.paybills.electricity';

const text = v.string();
const providerSchema = v.nullable(v.object({ name: text, serviceId: text }));
const draftSchema = v.object({
  meterNo: text,
  meterType: v.picklist(['prepaid', 'postpaid']),
  showDistributors: v.boolean(),
  details: v.nullable(v.object({ name: text, meterNumber: text, address: text, arrears: text, meterType: text, provider: providerSchema })),
  form: v.object({ currentAmount: text, customerEmail: text, customerPhone: text }),
});

type Draft = v.InferOutput<typeof draftSchema>;

export function loadElectricityDraft(): ElectricityState {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? v.safeParse(draftSchema, JSON.parse(raw)) : null;
    return parsed?.success ? { ...initialElectricityState, ...parsed.output } : initialElectricityState;
  } catch {
    return initialElectricityState;
  }
}

export function saveElectricityDraft({ meterNo, meterType, showDistributors, details, form }: ElectricityState): void {
  const draft: Draft = { meterNo, meterType, showDistributors, details, form };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode): the draft lives as long as the page.
  }
}

export function forgetElectricityDraft(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
