import { classes } from '@/styles/css';
import { paymentsSection, paymentsTitle } from './form-controls';

export const findPayment = classes({
  section: paymentsSection,
  title: paymentsTitle,
});
