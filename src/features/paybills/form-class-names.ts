'use client';

import { createContext, useContext } from 'react';
import type { PaymentFormClassNames } from './payment-form-styles';

/** The forms' class names, styled on the server with the page and handed down by the service panel. */
export const FormClassNamesContext = createContext<PaymentFormClassNames | null>(null);

export function useFormClassNames(): PaymentFormClassNames {
  const classNames = useContext(FormClassNamesContext);
  if (!classNames) throw new Error('Pay-bills forms render inside a ServicePanel, which provides their class names.');
  return classNames;
}
