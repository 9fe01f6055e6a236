'use client';

import type { ReactNode } from 'react';
import type { FormStepEvent } from './checkout';
import { type Order, type OrderPayment, PaymentProgress, showsProgress, SummaryStep } from '../payment';

type OrderStageProps = {
  payment: OrderPayment;
  order: Order | null;
  atSummary: boolean;
  dispatch: (event: Extract<FormStepEvent, { type: 'editRequested' | 'orderDropped' }>) => void;
  onRequote: () => void;
  children: ReactNode;
};

/** The payment's progress, else the summary (always while it is being paid), else the service's own steps. */
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
