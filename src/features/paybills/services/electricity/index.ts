export { saveElectricityDraft } from './draft';
export { initialElectricityState } from './electricity-reducer';
export { ElectricityPayment } from './ElectricityPayment';
