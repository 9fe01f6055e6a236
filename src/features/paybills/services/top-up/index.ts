export { saveTopUpDraft } from './draft';
export { initialTopUpState } from './top-up-reducer';
export { TopUpForm } from './TopUpForm';
