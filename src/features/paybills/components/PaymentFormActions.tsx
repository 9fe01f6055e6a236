/** @jsxImportSource @emotion/react */
'use client';

import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { PAYBILLS_TEXT } from '../strings';
import { actionsRow, fieldErrorStyle } from './form-styles';

/** The end of a purchase form: the payment's error, Submit (a spinner while paying) and Cancel (resets the form). */
export function PaymentFormActions({ error, paying }: { error: string | null; paying: boolean }) {
  return (
    <>
      {error && (
        <p role="alert" css={fieldErrorStyle}>
          {error}
        </p>
      )}
      <div css={actionsRow}>
        <Button type="submit" disabled={paying} aria-busy={paying}>
          {paying && <Spinner />}
          {PAYBILLS_TEXT.submit}
        </Button>
        <Button type="reset" variant="ghost" disabled={paying}>
          {PAYBILLS_TEXT.cancel}
        </Button>
      </div>
    </>
  );
}
