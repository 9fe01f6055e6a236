import type { ReactNode } from 'react';

type FormNoticeProps = { tone: 'success' | 'error'; className: string; children: ReactNode };

/** A banner above the contact form: the sent confirmation (a status) or a failure (an alert); its look follows `data-tone`. */
export function FormNotice({ tone, className, children }: FormNoticeProps) {
  return (
    <p className={className} data-tone={tone} role={tone === 'success' ? 'status' : 'alert'}>
      {children}
    </p>
  );
}
