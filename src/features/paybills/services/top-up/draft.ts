import * as v from 'valibot';
import { NETWORK_IDS } from '../../networks';
import { PAYBILLS_TEXT } from '../../strings';
import { confirmationFields, loadDraft, saveDraft } from '../drafts';
import { initialTopUpState, type TopUpKind, type TopUpState } from './top-up-reducer';

const text = v.string();

const topUpSchema = v.object({
  form: v.object({
    phone: text,
    network: v.picklist(['', ...NETWORK_IDS]),
    networkChosen: v.boolean(),
    period: v.nullable(v.picklist(PAYBILLS_TEXT.periods)),
    plan: text,
    amount: text,
  }),
  ...confirmationFields,
});

export function loadTopUpDraft(kind: TopUpKind): TopUpState {
  return { ...initialTopUpState(kind), ...loadDraft(kind, topUpSchema) };
}

export function saveTopUpDraft({ kind, form, errors, order, edited, again }: TopUpState): void {
  saveDraft(kind, { form, errors, order, edited, again });
}
