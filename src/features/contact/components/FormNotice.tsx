import type { ReactNode } from 'react';
import { formNotice } from './FormNotice.styles';

type FormNoticeProps = { tone: 'success' | 'error'; children: ReactNode };

/** A banner above the contact form: the sent confirmation (a status) or a failure (an alert). */
export function FormNotice({ tone, children }: FormNoticeProps) {
  return (
    <p className={formNotice.banner} data-tone={tone} role={tone === 'success' ? 'status' : 'alert'}>
      {children}
    </p>
  );
}
