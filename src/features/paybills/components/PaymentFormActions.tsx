'use client';

import { button } from '@/components/ui/Button.styles';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { form } from './Form.styles';

/** The end of a purchase form: Submit (to the order's summary) and Cancel (empties the form). */
export function PaymentFormActions() {
  return (
    <div className={form.actionsRow}>
      <button type="submit" className={button.primary}>
        {PAYBILLS_TEXT.submit}
      </button>
      <button type="reset" className={button.ghost}>
        {PAYBILLS_TEXT.cancel}
      </button>
    </div>
  );
}
