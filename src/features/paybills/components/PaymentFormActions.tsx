'use client';

import { Spinner } from '@/components/ui/Spinner';
import { useFormClassNames } from '@/features/paybills/form-class-names';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

/** The end of a purchase form: the payment's error, Submit (a spinner while paying) and Cancel (resets the form). */
export function PaymentFormActions({ error, paying }: { error: string | null; paying: boolean }) {
  const { form: classNames, buttons } = useFormClassNames();
  return (
    <>
      {error && (
        <p role="alert" className={classNames.fieldError}>
          {error}
        </p>
      )}
      <div className={classNames.actionsRow}>
        <button type="submit" className={buttons.primary} disabled={paying} aria-busy={paying}>
          {paying && <Spinner />}
          {PAYBILLS_TEXT.submit}
        </button>
        <button type="reset" className={buttons.ghost} disabled={paying}>
          {PAYBILLS_TEXT.cancel}
        </button>
      </div>
    </>
  );
}
