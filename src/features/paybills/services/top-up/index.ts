/** Airtime and data: the phone, its network, a plan or an amount, then the order (TopUpForm); its draft, for Buy again. */
export { saveTopUpDraft } from './draft';
export { initialTopUpState } from './top-up-reducer';
export { TopUpForm } from './TopUpForm';
