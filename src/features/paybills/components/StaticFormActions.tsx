/** @jsxImportSource @emotion/react */
'use client';

import { Button } from '@/components/ui/Button';
import { ComingSoonNote } from './ComingSoonNote';
import { actionsRow } from './form-styles';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

/** Submit and Cancel of the not-yet-live forms, and the note Submit reveals. */
export function StaticFormActions({ submitted }: { submitted: boolean }) {
  return (
    <>
      <div css={actionsRow}>
        <Button type="submit">{PAYBILLS_TEXT.submit}</Button>
        <Button type="reset" variant="ghost">
          {PAYBILLS_TEXT.cancel}
        </Button>
      </div>
      <ComingSoonNote shown={submitted} />
    </>
  );
}
