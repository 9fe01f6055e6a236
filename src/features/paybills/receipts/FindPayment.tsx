'use client';

import { type FormEvent, useState } from 'react';
import { REQUEST_ID_PATTERN } from '@/lib/bills/site';
import { PAYBILLS_TEXT } from '../strings';
import { findPayment as styles } from './FindPayment.styles';
import { form, FormActions, LabelledInput } from '../ui';

export function FindPayment({ onFind }: { onFind: (reference: string) => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // As copied from a receipt, an SMS or the grouped display: spaces do not count.
    const wanted = reference.normalize('NFKC').replace(/\s/g, '');
    if (!REQUEST_ID_PATTERN.test(wanted)) {
      setError(PAYBILLS_TEXT.referenceInvalid);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setError(null);
    onFind(wanted);
  }

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="find-payment-heading">
      <h3 id="find-payment-heading" className={styles.title}>
        {PAYBILLS_TEXT.findPayment}
      </h3>
      <p className={form.hint}>{PAYBILLS_TEXT.findPaymentHint}</p>
      <LabelledInput
        id="payment-reference"
        label={PAYBILLS_TEXT.referenceLabel}
        name="reference"
        autoComplete="off"
        spellCheck={false}
        value={reference}
        error={error}
        onChange={(event) => {
          setReference(event.target.value);
          setError(null);
        }}
      />
      <FormActions submit={PAYBILLS_TEXT.findButton} look="secondary" />
    </form>
  );
}
