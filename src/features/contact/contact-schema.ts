import * as z from 'zod/mini';
import '@/lib/validation';

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
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, CONTACT_MESSAGES.nameRequired), z.maxLength(100, 'Please keep your name under 100 characters.')),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, CONTACT_MESSAGES.emailInvalid)), z.email(CONTACT_MESSAGES.emailInvalid)),
  phone: z.pipe(z.string().check(z.trim()), z.transform(normalisePhone)).check(z.refine((value) => value === '' || NIGERIAN_PHONE.test(value), CONTACT_MESSAGES.phoneInvalid)),
  message: z.string().check(z.trim(), z.minLength(1, CONTACT_MESSAGES.messageRequired), z.maxLength(5000, 'Please keep your message under 5,000 characters.')),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;

/** The first message for each bad field. */
export function fieldMessages(error: z.core.$ZodError): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) errors[issue.path[0] as ContactField] ??= issue.message;
  return errors;
}

/** Field-by-field messages for whatever is wrong, empty when the input is valid. */
export function contactErrors(input: ContactInput): Partial<Record<ContactField, string>> {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}
