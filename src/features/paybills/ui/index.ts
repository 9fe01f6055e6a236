export { BusyButton } from './BusyButton';
export { Detail, DetailList } from './DetailList';
export { Field } from './Field';
export { form } from './Form.styles';
export { FormActions } from './FormActions';
export { LabelledInput } from './LabelledInput';
export { useFocusOnMount, useReveal } from './use-focus-on-mount';
