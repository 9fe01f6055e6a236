'use client';

import { Spinner } from '@/components/ui/Spinner';
import { SupportReference } from '@/components/ui/SupportReference';
import { button } from '@/components/ui/Button.styles';
import { PAYBILLS_TEXT } from '../strings';
import { form, useFocusOnMount } from '../ui';
import { paymentWaiting as styles } from './PaymentWaiting.styles';

type PaymentWaitingProps = {
  title: string;
  body: string;
  checking?: boolean;
  onCheck?: () => void;
  onCancel?: () => void;
  supportReference?: string | null;
};

export function PaymentWaiting({
  title,
  body,
  checking = false,
  onCheck,
  onCancel,
  supportReference,
}: PaymentWaitingProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="payment-status-heading" className={styles.card}>
      <h3 id="payment-status-heading" ref={headingRef} tabIndex={-1} className={form.stepTitle}>
        {title}
      </h3>
      <p className={styles.detail}>{body}</p>
      <SupportReference reference={supportReference} />
      {onCheck && (
        <p role="status" className={styles.statusLine}>
          {checking && <Spinner />}
          {checking ? PAYBILLS_TEXT.checkingStatus : ''}
        </p>
      )}
      <div className={form.actionsRow}>
        {onCheck && (
          <button type="button" className={button.primary} onClick={onCheck} disabled={checking}>
            {PAYBILLS_TEXT.checkStatus}
          </button>
        )}
        {onCancel && (
          <button type="button" className={button.ghost} onClick={onCancel}>
            {PAYBILLS_TEXT.dontSend}
          </button>
        )}
      </div>
    </section>
  );
}
