'use client';

import { useState } from 'react';
import { button } from '@/components/ui/Button.styles';
import { emailReceiptAgain } from './email-again';
import { PAYBILLS_TEXT } from '../strings';
import { BusyButton, form } from '../ui';

export function ReceiptEmail({ reference }: { reference: string }) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ sent: boolean; message: string } | null>(null);

  async function again() {
    setSending(true);
    try {
      setAnswer(await emailReceiptAgain(reference));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={form.field}>
      <p className={form.hint}>{PAYBILLS_TEXT.receiptEmailed}</p>
      <div className={form.actionsRow}>
        <BusyButton
          type="button"
          className={button.secondary}
          onClick={() => void again()}
          busy={sending}
          busyStatus={PAYBILLS_TEXT.emailingAgain}
        >
          {PAYBILLS_TEXT.emailAgain}
        </BusyButton>
      </div>
      <p role="status" className={answer?.sent === false ? form.fieldError : form.hint}>
        {answer?.message ?? ''}
      </p>
    </div>
  );
}
