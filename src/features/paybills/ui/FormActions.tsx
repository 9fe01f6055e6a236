import { button } from '@/components/ui/Button.styles';
import { PAYBILLS_TEXT } from '../strings';
import { form } from './Form.styles';

type FormActionsProps = {
  submit?: string;
  look?: 'primary' | 'secondary';
  cancel?: boolean;
};

export function FormActions({ submit = PAYBILLS_TEXT.submit, look = 'primary', cancel = false }: FormActionsProps) {
  return (
    <div className={form.actionsRow}>
      <button type="submit" className={button[look]}>
        {submit}
      </button>
      {cancel && (
        <button type="reset" className={button.ghost}>
          {PAYBILLS_TEXT.cancel}
        </button>
      )}
    </div>
  );
}
