import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, LOCAL_PHONE_PATTERN, normalisePhone } from '@/lib/bills/customer-input';
import { formatNumber } from '@/lib/number-format';

/** The most each field takes, in characters (as a string's length counts them, here and in the form's counters). */
export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: (length: number) =>
    `Please shorten your name to ${formatNumber(CONTACT_LIMITS.name)} characters: it has ${formatNumber(length)}.`,
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  emailTooLong: (length: number) =>
    `This email address is too long: it has ${formatNumber(length)} characters, and an address can have at most ${formatNumber(CONTACT_LIMITS.email)}.`,
  phoneInvalid: 'Please enter a Nigerian mobile number, like 0801 234 5678 or +234 801 234 5678.',
  messageRequired: 'Please write your message.',
  messageTooLong: (length: number) =>
    `Please shorten your message to ${formatNumber(CONTACT_LIMITS.message)} characters: it has ${formatNumber(length)}, ${formatNumber(length - CONTACT_LIMITS.message)} too many.`,
} as const;

const atMost = (limit: number, message: (length: number) => string) =>
  v.maxLength<string, number, v.ErrorMessage<v.MaxLengthIssue<string, number>>>(limit, (issue) =>
    message(Number(issue.received)),
  );

const requiredText = (required: string, limit: number, tooLong: (length: number) => string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, required), atMost(limit, tooLong));

/** Shared by the form and the API route; nothing is cut, and a phone is read in any spelling pay bills accepts. */
export const contactSchema = v.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: v.pipe(
    v.string(),
    v.trim(),
    atMost(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong),
    v.email(CONTACT_MESSAGES.emailInvalid),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => (value === '' ? '' : normalisePhone(value))),
    v.check((value) => value === '' || LOCAL_PHONE_PATTERN.test(value), CONTACT_MESSAGES.phoneInvalid),
  ),
  message: requiredText(CONTACT_MESSAGES.messageRequired, CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactMessage = v.InferOutput<typeof contactSchema>;
export type ContactField = keyof ContactInput;

export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of issues) errors[issue.path?.[0]?.key as ContactField] ??= issue.message;
  return errors;
}

export function contactErrors(input: ContactInput): Partial<Record<ContactField, string>> {
  const result = v.safeParse(contactSchema, input);
  return result.success ? {} : fieldMessages(result.issues);
}
