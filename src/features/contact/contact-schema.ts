import * as v from 'valibot';

/** Nigerian mobile and landline numbers: 0XXXXXXXXXX or +234XXXXXXXXXX (spaces and dashes allowed). */
const NIGERIAN_PHONE = /^(?:\+?234|0)[789][01]\d{8}$/;

function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneInvalid: 'Please enter a Nigerian phone number, like 0801 234 5678 or +234 801 234 5678.',
  messageRequired: 'Please write your message.',
} as const;

/**
 * The contact form's rules, shared by the form (messages next to each field) and the API route
 * (400 naming the bad fields). Phone is optional; when given it must be Nigerian.
 */
export const contactSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, CONTACT_MESSAGES.nameRequired), v.maxLength(100, 'Please keep your name under 100 characters.')),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254, CONTACT_MESSAGES.emailInvalid), v.email(CONTACT_MESSAGES.emailInvalid)),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.transform(normalisePhone),
    v.check((value) => value === '' || NIGERIAN_PHONE.test(value), CONTACT_MESSAGES.phoneInvalid),
  ),
  message: v.pipe(v.string(), v.trim(), v.minLength(1, CONTACT_MESSAGES.messageRequired), v.maxLength(5000, 'Please keep your message under 5,000 characters.')),
});

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactMessage = v.InferOutput<typeof contactSchema>;
export type ContactField = keyof ContactInput;

/** The first message for each bad field. */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of issues) errors[issue.path?.[0]?.key as ContactField] ??= issue.message;
  return errors;
}

/** Field-by-field messages for whatever is wrong, empty when the input is valid. */
export function contactErrors(input: ContactInput): Partial<Record<ContactField, string>> {
  const result = v.safeParse(contactSchema, input);
  return result.success ? {} : fieldMessages(result.issues);
}
