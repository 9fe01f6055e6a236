'use client';

import { Spinner } from '@/components/ui/Spinner';
import { useFormClassNames } from '@/features/paybills/form-class-names';
import type { PaymentController } from '@/features/paybills/use-payment';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';
import { Receipt } from './Receipt';

function Waiting({ title, body, payment }: { title: string; body: string; payment: PaymentController }) {
  const { progress: classNames, form, buttons } = useFormClassNames();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { checking } = payment.state;
  return (
    <section aria-labelledby="payment-status-heading" className={classNames.waitingCard}>
      <h3 id="payment-status-heading" ref={headingRef} tabIndex={-1} className={form.stepTitle}>
        {title}
      </h3>
      <p className={classNames.detail}>{body}</p>
      <p role="status" className={classNames.statusLine}>
        {checking && <Spinner />}
        {checking ? PAYBILLS_TEXT.checkingStatus : ''}
      </p>
      <div className={form.actionsRow}>
        <button type="button" className={buttons.primary} onClick={payment.checkStatus} disabled={checking}>
          {PAYBILLS_TEXT.checkStatus}
        </button>
      </div>
    </section>
  );
}

function Failed({ payment }: { payment: PaymentController }) {
  const { progress: classNames, form, buttons } = useFormClassNames();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="payment-failed-heading" className={classNames.failedCard}>
      <h3 id="payment-failed-heading" ref={headingRef} tabIndex={-1} className={form.stepTitle}>
        {PAYBILLS_TEXT.failedTitle}
      </h3>
      <p role="alert" className={classNames.detail}>
        {payment.state.payment?.reason ?? payment.state.error}
      </p>
      <div className={form.actionsRow}>
        <button type="button" className={buttons.primary} onClick={payment.tryAgain}>
          {PAYBILLS_TEXT.tryAgain}
        </button>
        <button type="button" className={buttons.ghost} onClick={payment.reset}>
          {PAYBILLS_TEXT.cancel}
        </button>
      </div>
    </section>
  );
}

/** What follows Make Payment for every service: processing, status unknown, failed, or the receipt. */
export function PaymentProgress({ payment }: { payment: PaymentController }) {
  const { phase, attempt, payment: result } = payment.state;
  switch (phase) {
    case 'pending':
      return <Waiting title={PAYBILLS_TEXT.pendingTitle} body={PAYBILLS_TEXT.pendingBody} payment={payment} />;
    case 'unknown':
      return <Waiting title={PAYBILLS_TEXT.unknownTitle} body={PAYBILLS_TEXT.unknownBody} payment={payment} />;
    case 'failed':
      return <Failed payment={payment} />;
    case 'delivered':
      return attempt && result ? <Receipt order={attempt.order} payment={result} onNewPurchase={payment.reset} /> : null;
    default:
      return null;
  }
}

/** Whether the service's own form should give way to PaymentProgress. */
export function showsProgress(payment: PaymentController): boolean {
  return payment.state.phase !== 'idle' && payment.state.phase !== 'paying';
}
