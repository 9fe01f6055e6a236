'use client';

import { button } from '@/components/ui/Button.styles';
import { SupportReference } from '@/components/ui/SupportReference';
import { PAYBILLS_TEXT } from '../strings';
import { form, useFocusOnMount } from '../ui';
import { paymentFailed as styles } from './PaymentFailed.styles';

type PaymentFailedProps = {
  reason: string | null;
  supportReference?: string | null;
  onTryAgain?: () => void;
  onClose: () => void;
  closeLabel: string;
};

export function PaymentFailed({ reason, supportReference, onTryAgain, onClose, closeLabel }: PaymentFailedProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="payment-failed-heading" className={styles.card}>
      <h3 id="payment-failed-heading" ref={headingRef} tabIndex={-1} className={form.stepTitle}>
        {PAYBILLS_TEXT.failedTitle}
      </h3>
      <p role="alert" className={styles.detail}>
        {reason}
      </p>
      <SupportReference reference={supportReference} />
      <div className={form.actionsRow}>
        {onTryAgain && (
          <button type="button" className={button.primary} onClick={onTryAgain}>
            {PAYBILLS_TEXT.tryAgain}
          </button>
        )}
        <button type="button" className={button.ghost} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </section>
  );
}
