import type { ReactNode } from 'react';
import { form as formStyles } from '../ui';
import { OrderStage } from './OrderStage';
import { submitAndFocus } from './submit-and-focus';
import type { useFormService } from './use-form-service';

type OrderFormProps = {
  /** The service's order, payment, Submit and new quote (useFormService). */
  service: ReturnType<typeof useFormService>;
  /** The service's step is its summary. */
  atSummary: boolean;
  /** The service's reducer: the stage's step events, and Clear (the form's reset). */
  dispatch: (event: { type: 'editRequested' | 'orderDropped' | 'cleared' }) => void;
  /** The form's fields and actions. */
  children: ReactNode;
};

/** A one-step service's form (top-up, TV) on its order's stage: the form while it is edited, then the summary and the payment. */
export function OrderForm({ service, atSummary, dispatch, children }: OrderFormProps) {
  const { order, payment, submit, requote } = service;
  return (
    <OrderStage payment={payment} order={order} atSummary={atSummary} dispatch={dispatch} onRequote={requote}>
      <form
        className={formStyles.sectionCard}
        onSubmit={(event) => void submitAndFocus(event, submit)}
        onReset={() => dispatch({ type: 'cleared' })}
        noValidate
      >
        {children}
      </form>
    </OrderStage>
  );
}
