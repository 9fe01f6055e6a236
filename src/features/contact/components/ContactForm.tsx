'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import type { ContactPage } from '@/lib/content';
import { contactErrors, type ContactField } from '../contact-schema';
import { CONTACT_SEND_FAILED, HONEYPOT_LABEL } from '../strings';
import { FormNotice } from './FormNotice';
import { button } from '@/components/ui/Button.styles';
import { contactForm as styles } from './ContactForm.styles';

type Values = Record<ContactField, string>;
const EMPTY: Values = { name: '', email: '', phone: '', message: '' };
const FIELDS: ContactField[] = ['name', 'email', 'phone', 'message'];

type ContactFormProps = {
  copy: Pick<ContactPage, 'formHeading' | 'sendLabel' | 'successMessage' | 'nameLabel' | 'emailLabel' | 'phoneLabel' | 'optionalLabel' | 'messageLabel'>;
  /** A form the server refused (sent without JavaScript): shown again as typed, with each mistake. */
  draft?: { values: Values; errors: Partial<Values> } | null;
};

/**
 * The contact form. Without JavaScript it posts to /api/contact, which redirects to a page with the
 * outcome (/contactus/sent, or /contactus/error with this form again, as typed, and its mistakes);
 * with it, the shared rules check each field first and it sends JSON.
 */
export function ContactForm({ copy, draft }: ContactFormProps) {
  const [values, setValues] = useState<Values>(draft?.values ?? EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Values>>(draft?.errors ?? {});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const form = useRef<HTMLFormElement>(null);
  const phoneLabel = `${copy.phoneLabel} `;

  const showErrors = (found: Partial<Values>) => {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = contactErrors(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return setStatus('idle');
    setStatus('sending');
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, website }),
      });
      if (response.status === 201) {
        setValues(EMPTY);
        return setStatus('sent');
      }
      if (response.status === 400) {
        const body = (await response.json().catch(() => null)) as { error?: { fields?: Partial<Values> } } | null;
        const serverFields = body?.error?.fields ?? {};
        const serverErrors: Partial<Values> = Object.fromEntries(FIELDS.filter((name) => serverFields[name]).map((name) => [name, serverFields[name]]));
        if (Object.keys(serverErrors).length > 0) {
          showErrors(serverErrors);
          return setStatus('idle');
        }
      }
      setStatus('failed');
    } catch {
      setStatus('failed');
    }
  }

  const input = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const errorText = (name: ContactField) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className={styles.card} id="contact-form">
      <h2 className={styles.title}>{copy.formHeading}</h2>
      <form ref={form} method="post" action="/api/contact" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.fields}>
          {status === 'sent' && <FormNotice tone="success">{copy.successMessage}</FormNotice>}
          {status === 'failed' && <FormNotice tone="error">{CONTACT_SEND_FAILED}</FormNotice>}
          <div className={styles.field}>
            <label htmlFor="contact-name">{copy.nameLabel}</label>
            <input className={styles.control} type="text" autoComplete="name" maxLength={100} {...input('name')} />
            {errorText('name')}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-email">{copy.emailLabel}</label>
            <input className={styles.control} type="email" autoComplete="email" maxLength={254} {...input('email')} />
            {errorText('email')}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-phone">
              {phoneLabel}
              <span className={styles.optional}>{copy.optionalLabel}</span>
            </label>
            <input className={styles.control} type="tel" autoComplete="tel" maxLength={20} {...input('phone')} />
            {errorText('phone')}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-message">{copy.messageLabel}</label>
            <textarea className={styles.control} rows={5} maxLength={5000} {...input('message')} />
            {errorText('message')}
          </div>
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="contact-website">{HONEYPOT_LABEL}</label>
            <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
          </div>
          <div>
            <button type="submit" className={button.primaryLarge} disabled={status === 'sending'}>
              {status === 'sending' && <Spinner />}
              {copy.sendLabel}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
