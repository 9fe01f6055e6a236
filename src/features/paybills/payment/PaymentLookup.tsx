'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/bills/browser/client';
import { findKeptReceipt, gaveEmail, keepReceipt, Receipt, type ReceiptRow } from '../receipts';
import { type Payment, requeryPayment } from '../api';
import { button } from '@/components/ui/Button.styles';
import { PAYBILLS_TEXT } from '../strings';
import { form, useReveal } from '../ui';
import { requeryDelay } from './send';
import { PaymentFailed } from './PaymentFailed';
import { PaymentWaiting } from './PaymentWaiting';

function rowsFromPayment(payment: Payment): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  if (payment.meterNumber) rows.push([PAYBILLS_TEXT.meterNumber, payment.meterNumber]);
  if (payment.customerName) rows.push([PAYBILLS_TEXT.accountName, payment.customerName]);
  return rows;
}

/** In view and focused wherever the visitor asked from. */
function LookupMessage({ message }: { message: string }) {
  const ref = useReveal<HTMLParagraphElement>(message);
  return (
    <p role="alert" ref={ref} tabIndex={-1} className={form.fieldError}>
      {message}
    </p>
  );
}

export function PaymentLookup({ reference, onClose }: { reference: string; onClose: () => void }) {
  const kept = findKeptReceipt(reference);
  // Asked again while pending; a delivered kept receipt needs no call.
  const lookup = useSWR<Payment | null, Error>(['bills/requery', reference], () => requeryPayment(reference), {
    fallbackData: kept?.payment,
    revalidateOnMount: kept?.payment.status !== 'delivered',
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    refreshInterval: (latest) => (latest?.status === 'pending' ? requeryDelay(1) : 0),
  });
  const payment = lookup.data;
  const orderRows = kept?.orderRows ?? (payment ? rowsFromPayment(payment) : []);

  useEffect(() => {
    if (payment) keepReceipt(findKeptReceipt(reference)?.orderRows ?? rowsFromPayment(payment), payment);
  }, [reference, payment]);

  if (lookup.error) {
    return (
      <div className={form.steps}>
        <LookupMessage message={errorMessage(lookup.error)} />
        <div className={form.actionsRow}>
          <button type="button" className={button.secondary} onClick={() => void lookup.mutate()}>
            {PAYBILLS_TEXT.tryAgain}
          </button>
        </div>
      </div>
    );
  }
  if (payment === undefined) {
    return (
      <p role="status" className={form.hint}>
        <Spinner />
        {PAYBILLS_TEXT.lookingUp}
      </p>
    );
  }
  if (payment === null) {
    return <LookupMessage message={PAYBILLS_TEXT.notFound} />;
  }
  switch (payment.status) {
    case 'pending':
      return (
        <PaymentWaiting
          title={PAYBILLS_TEXT.pendingTitle}
          body={PAYBILLS_TEXT.pendingBody}
          checking={lookup.isValidating}
          onCheck={() => void lookup.mutate()}
        />
      );
    case 'failed':
      return (
        <PaymentFailed
          reason={payment.reason}
          supportReference={payment.supportReference}
          onClose={onClose}
          closeLabel={PAYBILLS_TEXT.close}
        />
      );
    case 'delivered':
      return (
        <Receipt orderRows={orderRows} payment={payment} emailed={gaveEmail(kept?.again)} onNewPurchase={onClose} />
      );
  }
}
