import type { ReactNode, Ref } from 'react';
import { formNotice } from './FormNotice.styles';

type FormNoticeProps = { tone: 'success' | 'error'; ref?: Ref<HTMLParagraphElement>; children: ReactNode };

/** A banner above the contact form: the sent confirmation (a status) or why it was not sent (an alert). Focusable from script, so the form can move the visitor to it. */
export function FormNotice({ tone, ref, children }: FormNoticeProps) {
  return (
    <p
      ref={ref}
      className={formNotice.banner}
      data-tone={tone}
      role={tone === 'success' ? 'status' : 'alert'}
      tabIndex={-1}
    >
      {children}
    </p>
  );
}
