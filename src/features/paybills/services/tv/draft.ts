import * as v from 'valibot';
import { confirmationFields, loadDraft, saveDraft } from '../drafts';
import { initialTvState, type TvState } from './tv-reducer';

const tvSchema = v.object({
  form: v.object({
    service: v.picklist(['dstv', 'showmax']),
    package: v.string(),
    account: v.string(),
    contact: v.string(),
  }),
  ...confirmationFields,
});

export function loadTvDraft(): TvState {
  return { ...initialTvState, ...loadDraft('tv', tvSchema) };
}

export function saveTvDraft({ form, errors, order, edited, again }: TvState): void {
  saveDraft('tv', { form, errors, order, edited, again });
}
