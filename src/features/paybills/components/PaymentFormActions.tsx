'use client';

import { Spinner } from '@/components/ui/Spinner';
import { button } from '@/components/ui/Button.styles';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { form } from './Form.styles';

/** The end of a purchase form: the payment's error, Submit (a spinner while paying) and Cancel (resets the form). */
export function PaymentFormActions({ error, paying }: { error: string | null; paying: boolean }) {
  return (
    <>
      {error && (
        <p role="alert" className={form.fieldError}>
          {error}
        </p>
      )}
      <div className={form.actionsRow}>
        <button type="submit" className={button.primary} disabled={paying} aria-busy={paying}>
          {paying && <Spinner />}
          {PAYBILLS_TEXT.submit}
        </button>
        <button type="reset" className={button.ghost} disabled={paying}>
          {PAYBILLS_TEXT.cancel}
        </button>
      </div>
    </>
  );
}
