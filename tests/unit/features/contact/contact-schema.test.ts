import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CONTACT_MESSAGES, contactErrors, contactSchema } from '@/features/contact/contact-schema';

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

  it('accepts every phone spelling pay bills accepts, and keeps the local form', () => {
    for (const phone of [
      '+234 (0) 803 123 4567',
      '0803-123-4567',
      '234 803 123 4567',
      '00234 803 123 4567',
      '0803.123.4567',
      '０８０３１２３４５６７',
    ]) {
      const parsed = v.safeParse(contactSchema, { ...valid, phone });
      expect(parsed.success && parsed.output.phone, phone).toBe('08031234567');
    }
  });

  it('never cuts: a value over its limit is refused, saying its length and the limit', () => {
    expect(contactErrors({ ...valid, name: 'a'.repeat(5000) }).name).toBe(
      'Please shorten your name to 100 characters: it has 5,000.',
    );
    expect(contactErrors({ ...valid, message: 'a'.repeat(6000) }).message).toBe(
      'Please shorten your message to 5,000 characters: it has 6,000, 1,000 too many.',
    );
    expect(contactErrors({ ...valid, name: 'a'.repeat(100), message: 'a'.repeat(5000) })).toEqual({});
  });

  it('calls an over-long email address too long, not invalid', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(email).toHaveLength(262);
    expect(contactErrors({ ...valid, email }).email).toBe(
      'This email address is too long: it has 262 characters, and an address can have at most 254.',
    );
  });
});
