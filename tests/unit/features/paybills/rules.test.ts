import { describe, expect, it } from 'vitest';
import { amountError, emailError, emailOrPhoneError, localPhone, phoneError } from '@/features/paybills/rules';

describe('pay-bills field rules', () => {
  it('keeps an amount within the limits, naming them', () => {
    expect(amountError(500, { minimum: 500, maximum: 1000 })).toBeNull();
    expect(amountError(49, { minimum: 50, maximum: 1000 })).toBe('Enter at least N50.');
    expect(amountError(1001, { minimum: 50, maximum: 1000 })).toBe('Enter at most N1,000.');
  });

  it('checks email format', () => {
    expect(emailError('ada@example.com')).toBeNull();
    expect(emailError('ada@example')).not.toBeNull();
  });

  it('accepts Nigerian mobile numbers in their usual spellings only', () => {
    for (const phone of ['08031234567', '+2348031234567', '2349031234567', '0803 123 4567']) expect(phoneError(phone)).toBeNull();
    for (const phone of ['0803123456', '06031234567', '+14155550100']) expect(phoneError(phone)).not.toBeNull();
    expect(localPhone('+2348031234567')).toBe('08031234567');
  });

  it('takes an email or a phone for a receipt', () => {
    expect(emailOrPhoneError('ada@example.com')).toBeNull();
    expect(emailOrPhoneError('08031234567')).toBeNull();
    expect(emailOrPhoneError('nope')).not.toBeNull();
  });
});
