/** TV: the provider, its package and the account, then the order (TvSubscriptionForm); its draft, for Buy again. */
export { saveTvDraft } from './draft';
export { initialTvState } from './tv-reducer';
export { TvSubscriptionForm } from './TvSubscriptionForm';
