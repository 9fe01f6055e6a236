import { css } from '@/styles/css';
import { paymentsSection, paymentsTitle } from '../form-controls';

export const findPayment = {
  section: css(paymentsSection),
  title: css(paymentsTitle),
};
