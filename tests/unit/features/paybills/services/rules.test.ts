import { describe, expect, it } from 'vitest';
import { asciiDigits, droppedByAmountField } from '@/features/paybills/services/amount-format';
import {
  amountError,
  amountTypingError,
  emailError,
  emailOrPhoneError,
  meterLengthError,
  phoneError,
  smartcardError,
} from '@/features/paybills/services/rules';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

const limits = { minimum: 500, maximum: 500_000 };

describe('pay-bills field rules', () => {
  it('keeps an amount within the limits, naming them', () => {
    expect(amountError('500', limits)).toBeNull();
    expect(amountError('49', { minimum: 50, maximum: 1000 })).toBe('Enter at least N50.');
    expect(amountError('1,001', { minimum: 50, maximum: 1000 })).toBe('Enter at most N1,000.');
    expect(amountError('1,234,567,890', limits)).toBe('Enter at most N500,000.');
  });

  it('refuses kobo, signs and other characters with a message, while typing and at Submit', () => {
    expect(amountTypingError('750.50')).toBe(PAYBILLS_TEXT.errors.amountDecimal);
    expect(amountError('750.50', limits)).toBe(PAYBILLS_TEXT.errors.amountDecimal);
    expect(amountTypingError('-500')).toBe(PAYBILLS_TEXT.errors.amountSign);
    expect(amountTypingError('5k')).toBe(PAYBILLS_TEXT.errors.amountCharacters);
  });

  it('reads commas as thousands wherever editing left them', () => {
    expect(amountTypingError('1,2345')).toBeNull();
    expect(amountError('1,2345', limits)).toBeNull();
  });

  it('checks email format and the server length limit in words', () => {
    expect(emailError('ada@example.com')).toBeNull();
    expect(emailError('ada@example')).toBe(PAYBILLS_TEXT.errors.email);
    expect(emailError(`${'a'.repeat(250)}@example.com`)).toBe(PAYBILLS_TEXT.errors.emailTooLong);
  });

  it('accepts Nigerian mobile numbers in their usual spellings only', () => {
    for (const phone of [
      '08031234567',
      '+2348031234567',
      '2349031234567',
      '0803 123 4567',
      '0803-123-4567',
      '+234 (0) 803 123 4567',
      '002348031234567',
    ])
      expect(phoneError(phone)).toBeNull();
    for (const phone of ['0803123456', '06031234567', '+14155550100', '080312345678'])
      expect(phoneError(phone)).toBe(PAYBILLS_TEXT.errors.phone);
  });

  it('takes an email or a phone for a receipt', () => {
    expect(emailOrPhoneError('ada@example.com')).toBeNull();
    expect(emailOrPhoneError('0803 123 4567')).toBeNull();
    expect(emailOrPhoneError('nope')).toBe(PAYBILLS_TEXT.errors.contact);
  });

  it('takes a smartcard with spaces or dashes, and only ten digits', () => {
    expect(smartcardError('1212 1212 12')).toBeNull();
    expect(smartcardError('1212-121-212')).toBeNull();
    expect(smartcardError('121212121')).toBe(PAYBILLS_TEXT.errors.smartcard);
  });

  it('says how many digits a too-long meter number has', () => {
    expect(meterLengthError('11111111111')).toBeNull();
    expect(meterLengthError('111111111112')).toBe('A meter number has 11 digits; this one has 12.');
  });
});

describe('what the amount field takes', () => {
  it('says in words what it would drop, and takes digits (full-width too), grouping, a sign, a point and a naira mark', () => {
    for (const text of ['12,500', '１２５００', '١٢٥٠٠', 'N12,500.00', '₦ 12 500', '-500', '750.50', 'NGN5000'])
      expect(droppedByAmountField(text)).toBe(false);
    for (const text of ['5k', '12e3', '😀', 'five']) expect(droppedByAmountField(text)).toBe(true);
  });

  it('reads digits of any script as 0-9, each in its place', () => {
    expect(asciiDigits('１２,５００')).toBe('12,500');
    expect(asciiDigits('١٢٥٠٠')).toBe('12500');
    expect(asciiDigits('۱۲۵۰۰ and ०९')).toBe('12500 and 09');
    expect(asciiDigits('N5,000.00')).toBe('N5,000.00');
  });
});
