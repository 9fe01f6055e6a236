'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import type { ContactPage } from '@/lib/content';
import { button } from '@/components/ui/Button.styles';
import { CONTACT_LIMITS, contactErrors, type ContactField } from '../contact-schema';
import { retryAt, sendProblemText, type SendProblem } from '../send-problem';
import { HONEYPOT_LABEL } from '../strings';
import { CharacterCount } from './CharacterCount';
import { FormNotice } from './FormNotice';
import { contactForm as styles } from './ContactForm.styles';

type Values = Record<ContactField, string>;
const EMPTY: Values = { name: '', email: '', phone: '', message: '' };
const FIELDS: ContactField[] = ['name', 'email', 'phone', 'message'];

type Outcome = { kind: 'sent' } | SendProblem;

type ContactFormProps = {
  copy: Pick<
    ContactPage,
    | 'formHeading'
    | 'sendLabel'
    | 'successMessage'
    | 'nameLabel'
    | 'emailLabel'
    | 'phoneLabel'
    | 'optionalLabel'
    | 'messageLabel'
  >;
  draft?: { values: Values; errors: Partial<Values> } | null;
};

async function outcomeOf(response: Response): Promise<Outcome | { kind: 'fields'; errors: Partial<Values> }> {
  if (response.status === 201) return { kind: 'sent' };
  if (response.status === 429)
    return { kind: 'rate-limited', retryAt: retryAt(response.headers.get('Retry-After'), new Date()) };
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as { error?: { fields?: Partial<Values> } } | null;
    const serverFields = body?.error?.fields ?? {};
    const errors: Partial<Values> = Object.fromEntries(
      FIELDS.filter((name) => serverFields[name]).map((name) => [name, serverFields[name]]),
    );
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  return { kind: 'unavailable' };
}

/** Works without JavaScript too (a post, then a redirect to the outcome); nothing typed is cut: a field over its limit shows by how much. */
export function ContactForm({ copy, draft }: ContactFormProps) {
  const [values, setValues] = useState<Values>(draft?.values ?? EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Values>>(draft?.errors ?? {});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const phoneLabel = `${copy.phoneLabel} `;

  // Each new outcome (also the same one again, for a second try) is brought to the visitor.
  useEffect(() => {
    if (!outcome || !notice.current) return;
    notice.current.scrollIntoView({ block: 'start' });
    notice.current.focus({ preventScroll: true });
  }, [outcome]);

  const showErrors = (found: Partial<Values>) => {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    const field = first && form.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    if (!field) return;
    // The whole field (label, control, message) below the sticky header, by its scroll margin.
    field.parentElement?.scrollIntoView({ block: 'nearest' });
    field.focus({ preventScroll: true });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const found = contactErrors(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    let next: Awaited<ReturnType<typeof outcomeOf>>;
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, website }),
      });
      next = await outcomeOf(response);
    } catch {
      next = { kind: 'offline' };
    }
    setSending(false);
    if (next.kind === 'fields') return showErrors(next.errors);
    if (next.kind === 'sent') setValues(EMPTY);
    setOutcome(next);
  }

  const counted = (name: ContactField): name is keyof typeof CONTACT_LIMITS => name !== 'phone';
  const describedBy = (name: ContactField) =>
    [errors[name] && `contact-${name}-error`, counted(name) && `contact-${name}-count`].filter(Boolean).join(' ') ||
    undefined;
  const input = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name),
  });
  const field = (name: ContactField, label: ReactNode, control: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`}>{label}</label>
      {control}
      {counted(name) && (
        <CharacterCount
          id={`contact-${name}-count`}
          length={values[name].length}
          limit={CONTACT_LIMITS[name]}
          always={name === 'message'}
        />
      )}
      {errors[name] && (
        <p id={`contact-${name}-error`} className={styles.error}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className={styles.card} id="contact-form">
      <h2 className={styles.title}>{copy.formHeading}</h2>
      <form
        ref={form}
        method="post"
        action="/api/contact"
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        // However a field is reached (Tab, a tap), its label, control and message come out from under the sticky header; the browser's own focus scrolling only makes the control itself visible.
        onFocus={(event) => {
          if (event.target.matches('input, textarea')) event.target.parentElement?.scrollIntoView({ block: 'nearest' });
        }}
      >
        <div className={styles.fields}>
          {outcome && (
            <FormNotice ref={notice} tone={outcome.kind === 'sent' ? 'success' : 'error'}>
              {outcome.kind === 'sent' ? copy.successMessage : sendProblemText(outcome, new Date())}
            </FormNotice>
          )}
          {field(
            'name',
            copy.nameLabel,
            <input className={styles.control} type="text" autoComplete="name" {...input('name')} />,
          )}
          {field(
            'email',
            copy.emailLabel,
            <input className={styles.control} type="email" autoComplete="email" {...input('email')} />,
          )}
          {field(
            'phone',
            <>
              {phoneLabel}
              <span className={styles.optional}>{copy.optionalLabel}</span>
            </>,
            <input className={styles.control} type="tel" autoComplete="tel" {...input('phone')} />,
          )}
          {field('message', copy.messageLabel, <textarea className={styles.control} rows={5} {...input('message')} />)}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="contact-website">{HONEYPOT_LABEL}</label>
            <input
              id="contact-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </div>
          <div>
            <button type="submit" className={button.primaryLarge} disabled={sending}>
              {sending && <Spinner />}
              {copy.sendLabel}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
