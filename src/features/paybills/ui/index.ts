/** The controls several sub-areas build with: fields, buttons, the detail list, focus, and the page's address (History API). */
export { changeAddress, entryOrder, readAddressParam, useAddressParam } from './address';
export { BusyButton } from './BusyButton';
export { Detail, DetailList } from './DetailList';
export { Field } from './Field';
export { form } from './Form.styles';
export { FormActions } from './FormActions';
export { LabelledInput } from './LabelledInput';
export { LoadingPlaceholder } from './LoadingPlaceholder';
export { useFocusOnMount, useReveal } from './use-focus-on-mount';
