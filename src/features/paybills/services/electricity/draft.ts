import * as v from 'valibot';
import { PAYBILLS_TEXT } from '../../strings';
import { loadDraft, saveDraft } from '../drafts';
import { type ElectricityState, initialElectricityState } from './electricity-reducer';
import { NETWORK_IDS } from '../../networks';
import { orderSchema } from '../../payment/order';
import { initialTopUpState, type TopUpKind, type TopUpState } from '../top-up/top-up-reducer';
import { initialTvState, type TvState } from '../tv/tv-reducer';

/** What each service keeps in its draft (drafts.ts): what was typed and verified, and the order it confirmed. */

const text = v.string();
const errors = v.record(text, text);
const confirmation = { errors, order: v.nullable(orderSchema), edited: v.boolean(), again: v.optional(v.boolean(), false) };

const electricitySchema = v.object({
  meterNo: text,
  meterType: v.picklist(['prepaid', 'postpaid']),
  showDistributors: v.boolean(),
  details: v.nullable(v.object({ name: text, meterNumber: text, address: text, arrears: text, meterType: text, provider: v.nullable(v.object({ name: text, serviceId: text })) })),
  form: v.object({ currentAmount: text, customerEmail: text, customerPhone: text }),
  ...confirmation,
});

const topUpSchema = v.object({
  form: v.object({
    phone: text,
    network: v.picklist(['', ...NETWORK_IDS]),
    networkChosen: v.boolean(),
    period: v.nullable(v.picklist(PAYBILLS_TEXT.periods)),
    plan: text,
    amount: text,
  }),
  ...confirmation,
});

const tvSchema = v.object({
  form: v.object({ service: v.picklist(['dstv', 'showmax']), package: text, account: text, contact: text }),
  ...confirmation,
});

export function loadElectricityDraft(): ElectricityState {
  return { ...initialElectricityState, ...loadDraft('electricity', electricitySchema) };
}

export function saveElectricityDraft({ meterNo, meterType, showDistributors, details, form, errors, order, edited, again }: ElectricityState): void {
  saveDraft('electricity', { meterNo, meterType, showDistributors, details, form, errors, order, edited, again });
}

export function loadTopUpDraft(kind: TopUpKind): TopUpState {
  return { ...initialTopUpState(kind), ...loadDraft(kind, topUpSchema) };
}

export function saveTopUpDraft({ kind, form, errors, order, edited, again }: TopUpState): void {
  saveDraft(kind, { form, errors, order, edited, again });
}

export function loadTvDraft(): TvState {
  return { ...initialTvState, ...loadDraft('tv', tvSchema) };
}

export function saveTvDraft({ form, errors, order, edited, again }: TvState): void {
  saveDraft('tv', { form, errors, order, edited, again });
}
