import { describe, expect, it } from 'vitest';
import { fieldsToCheck } from '@/features/contact/fields-to-check';

const LABELS = { nameLabel: 'Name', emailLabel: 'Email', phoneLabel: 'Phone', messageLabel: 'Message' };

describe('fieldsToCheck', () => {
  it('names the fields at fault by their labels, in the order of the form', () => {
    expect(fieldsToCheck({ phone: 'x', email: 'y' }, LABELS)).toBe(
      'Your message was not sent: please check Email and Phone below, then send it again.',
    );
    expect(fieldsToCheck({ message: 'x', name: 'y', phone: 'z' }, LABELS)).toBe(
      'Your message was not sent: please check Name, Phone and Message below, then send it again.',
    );
    expect(fieldsToCheck({ email: 'x' }, LABELS)).toBe(
      'Your message was not sent: please check Email below, then send it again.',
    );
  });
});
