'use client';

import type { ReactNode } from 'react';
import type { FormStepEvent } from './checkout';
import { type Order, type OrderPayment, PaymentProgress, showsProgress, SummaryStep } from '../payment';

type OrderStageProps = {
  payment: OrderPayment;
  /** The order the tab shows: the one it may pay (none while its form is edited), or the one being paid. */
  order: Order | null;
  /** The service's step is its summary. */
  atSummary: boolean;
  /** The service's reducer, for Edit Details and Cancel after a failed payment (checkout.ts's step events). */
  dispatch: (event: Extract<FormStepEvent, { type: 'editRequested' | 'orderDropped' }>) => void;
  onRequote: () => void;
  /** The service's own steps, shown while its order is not on show. */
  children: ReactNode;
};

/** Where a service's form gives way to its order: the payment's progress (waiting, processing, unknown, failed), else the summary (always while it is being paid), else the form. */
export function OrderStage({ payment, order, atSummary, dispatch, onRequote, children }: OrderStageProps) {
  if (showsProgress(payment, order))
    return <PaymentProgress payment={payment} onCancel={() => dispatch({ type: 'orderDropped' })} />;
  if ((atSummary || payment.frozen) && order)
    return (
      <SummaryStep
        order={order}
        payment={payment}
        onEdit={() => dispatch({ type: 'editRequested' })}
        onRequote={onRequote}
      />
    );
  return children;
}
