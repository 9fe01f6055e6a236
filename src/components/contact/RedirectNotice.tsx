'use client';

import { useSearchParams } from 'next/navigation';
import { CONTACT_SEND_FAILED } from './contact-messages';
import { FormNotice } from './FormNotice';

/** The outcome of a form post made without JavaScript: /api/contact redirects back with ?sent=1 or ?error=1. */
export function RedirectNotice({ successMessage }: { successMessage: string }) {
  const params = useSearchParams();
  if (params.get('sent') === '1') return <FormNotice tone="success">{successMessage}</FormNotice>;
  if (params.get('error') === '1') return <FormNotice tone="error">{CONTACT_SEND_FAILED}</FormNotice>;
  return null;
}
