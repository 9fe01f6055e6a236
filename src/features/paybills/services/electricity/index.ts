/** Electricity: the meter, its distributor and details, then the order (ElectricityPayment); its draft, for Buy again. */
export { saveElectricityDraft } from './draft';
export { initialElectricityState } from './electricity-reducer';
export { ElectricityPayment } from './ElectricityPayment';
