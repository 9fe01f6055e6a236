import type { ReactNode } from 'react';
import { form as formStyles } from '../ui';
import { OrderStage } from './OrderStage';
import { submitAndFocus } from './submit-and-focus';
import type { useFormService } from './use-form-service';

type OrderFormProps = {
  service: ReturnType<typeof useFormService>;
  atSummary: boolean;
  dispatch: (event: { type: 'editRequested' | 'orderDropped' | 'cleared' }) => void;
  children: ReactNode;
};

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
