import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactErrors } from '@/features/contact/contact-schema';

const valid = { name: 'Ada Obi', email: 'ada@example.com', phone: '0803 123 4567', message: 'Hello' };

describe('contact form rules', () => {
  it('accepts a complete message, with or without a phone', () => {
    expect(contactErrors(valid)).toEqual({});
    expect(contactErrors({ ...valid, phone: '' })).toEqual({});
    expect(contactErrors({ ...valid, phone: '+234 803 123 4567' })).toEqual({});
  });

  it('names each bad field with its message', () => {
    expect(contactErrors({ name: ' ', email: 'ada@', phone: '12345', message: '' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      phone: CONTACT_MESSAGES.phoneInvalid,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('rejects phone numbers that are not Nigerian', () => {
    for (const phone of ['+44 20 7946 0958', '0603 123 4567', '0803 123 456', '08031234567890']) {
      expect(contactErrors({ ...valid, phone }).phone, phone).toBe(CONTACT_MESSAGES.phoneInvalid);
    }
  });
});
