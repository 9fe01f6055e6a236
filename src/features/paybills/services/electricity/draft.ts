import * as v from 'valibot';
import { confirmationFields, loadDraft, saveDraft } from '../drafts';
import { type ElectricityState, initialElectricityState } from './electricity-reducer';

const text = v.string();

const electricitySchema = v.object({
  meterNo: text,
  meterType: v.picklist(['prepaid', 'postpaid']),
  showDistributors: v.boolean(),
  details: v.nullable(
    v.object({
      name: text,
      meterNumber: text,
      address: text,
      arrears: text,
      meterType: text,
      provider: v.nullable(v.object({ name: text, serviceId: text })),
    }),
  ),
  form: v.object({ currentAmount: text, customerEmail: text, customerPhone: text }),
  ...confirmationFields,
});

export function loadElectricityDraft(): ElectricityState {
  return { ...initialElectricityState, ...loadDraft('electricity', electricitySchema) };
}

export function saveElectricityDraft({
  meterNo,
  meterType,
  showDistributors,
  details,
  form,
  errors,
  order,
  edited,
  again,
}: ElectricityState): void {
  saveDraft('electricity', { meterNo, meterType, showDistributors, details, form, errors, order, edited, again });
}
