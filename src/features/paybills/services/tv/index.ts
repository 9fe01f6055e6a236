export { saveTvDraft } from './draft';
export { initialTvState } from './tv-reducer';
export { TvSubscriptionForm } from './TvSubscriptionForm';
