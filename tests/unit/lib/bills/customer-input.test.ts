import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountDigits, isEmail, isNigerianPhone, normalisePhone, readNairaAmount } from '@/lib/bills/customer-input';
import { formatAmountField } from '../../features/paybills/support/amount-field';

/** Characters a payer's paste can hold: digits, separators, signs, letters, other scripts' digits, emoji. */
const PASTE_CHARACTERS = [
  '0',
  '1',
  '2',
  '5',
  '7',
  '9',
  ',',
  '.',
  '.0',
  '.00',
  ' ',
  '-',
  '+',
  '−',
  'N',
  '₦',
  'k',
  'e',
  '５',
  '٥',
  '\u00a0',
  '😀',
  '\t',
];
const paste = fc
  .array(fc.constantFrom(...PASTE_CHARACTERS), { maxLength: 14 })
  .map((characters) => characters.join(''));

/** The Naira a text means when it is digits with thousands separators only (en-NG), perhaps with zero kobo written out: the oracle for the reader. */
function meantAmount(text: string): number | null {
  const plain = text
    .normalize('NFKC')
    .trim()
    .replace(/^(?:₦|NGN|N)\s*/i, '')
    .replace(/\.(?:0|00)$/, '');
  if (!/^[\d,\s]*$/.test(plain)) return null;
  const digits = plain.replace(/[,\s]/g, '');
  return digits === '' ? 0 : Number(digits);
}

describe('reading a Naira amount', () => {
  it('never pays a different amount from the one meant: it reads it exactly or names a problem', () => {
    fc.assert(
      fc.property(paste, (text) => {
        const reading = readNairaAmount(text);
        const meant = meantAmount(text);
        if (meant === null) expect(reading.problem).not.toBeNull();
        else expect(reading).toMatchObject({ problem: null, value: meant });
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the amount field back as the same amount, however it groups it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (amount) => {
        const field = formatAmountField(String(amount));
        expect(readNairaAmount(field)).toMatchObject({ problem: null, value: Number(amount) });
      }),
    );
  });

  it('names each problem a payer meets', () => {
    expect(readNairaAmount('750.50').problem).toBe('decimal');
    expect(readNairaAmount('750.').problem).toBe('decimal');
    expect(readNairaAmount('1.000').problem).toBe('decimal');
    expect(readNairaAmount('-500').problem).toBe('sign');
    expect(readNairaAmount('1e5').problem).toBe('characters');
    expect(readNairaAmount('5😀').problem).toBe('characters');
    expect(readNairaAmount('٥٠٠').problem).toBe('characters');
  });

  it('takes a pasted Naira mark, full-width digits and no-break spaces as the payer meant them', () => {
    expect(readNairaAmount('₦5,000')).toMatchObject({ problem: null, value: 5000 });
    expect(readNairaAmount(' NGN 12 500 ')).toMatchObject({ problem: null, value: 12500 });
    expect(readNairaAmount('５００')).toMatchObject({ problem: null, value: 500 });
    expect(readNairaAmount('N12,500.00')).toMatchObject({ problem: null, value: 12500 });
    expect(readNairaAmount('₦12,500.0')).toMatchObject({ problem: null, value: 12500 });
    expect(readNairaAmount('1\u00a0000')).toMatchObject({ problem: null, value: 1000 });
  });
});

describe('reading a phone number', () => {
  it('turns every usual spelling into the local form', () => {
    for (const spelling of [
      '08031234567',
      '0803 123 4567',
      '0803-123-4567',
      '234 803 123 4567',
      '+2348031234567',
      '+234 (0) 803 123 4567',
      '00234 803 123 4567',
      '０８０３１２３４５６７',
    ]) {
      expect(normalisePhone(spelling)).toBe('08031234567');
      expect(isNigerianPhone(spelling)).toBe(true);
    }
  });

  it('refuses what is not a Nigerian mobile number instead of cutting it to one', () => {
    for (const spelling of ['080312345678', '+23480312345', '+44 7700 900123', '0803123456a'])
      expect(isNigerianPhone(spelling)).toBe(false);
  });
});

describe('reading meter and smartcard numbers', () => {
  it('takes out spaces and dashes before counting digits', () => {
    expect(accountDigits(' 1111 1111 111 ')).toBe('11111111111');
    expect(accountDigits('1111-1111-111')).toBe('11111111111');
    expect(accountDigits('1111 1111 1112')).toBe('111111111112');
  });
});

describe('reading an email address', () => {
  it('holds the API limit of 254 characters', () => {
    expect(isEmail(`${'a'.repeat(242)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });
});
