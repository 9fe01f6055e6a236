/** @jsxImportSource @emotion/react */
'use client';

import { noteStyle } from './form-styles';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

/** Said (politely, to screen readers too) when a not-yet-wired purchase button is pressed. */
export function ComingSoonNote({ shown }: { shown: boolean }) {
  return (
    <p role="status" css={shown ? noteStyle : undefined}>
      {shown ? PAYBILLS_TEXT.comingSoon : ''}
    </p>
  );
}
