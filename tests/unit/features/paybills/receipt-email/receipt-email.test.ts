import { describe, expect, it } from 'vitest';
import { receiptEmail, receiptEmailRows, type ReceiptMessage } from '@/features/paybills/receipt-email/receipt-email';
import { receiptEmailSettings } from '@/features/paybills/receipt-email/receipt-email-config';

const env = (values: Record<string, string>) => ({ NODE_ENV: 'test', ...values }) as NodeJS.ProcessEnv;

const PAYMENT: ReceiptMessage['payment'] = {
  requestId: '202611221600ReceiptMail01',
  transactionId: '17000000000001',
  status: 'delivered',
  productName: 'DStv <Subscription>',
  amount: 2950,
  convenienceFee: 0,
  totalAmount: 2950,
  token: null,
  units: null,
  customerName: null,
  meterNumber: null,
  reason: null,
  date: '2026-11-22T15:00:00.000Z',
};
const MESSAGE: ReceiptMessage = {
  to: 'ada@example.com\r\nBcc: eve@example.com',
  account: '1212121212',
  serviceId: 'dstv',
  payment: PAYMENT,
  copy: 0,
};

describe('the receipt email', () => {
  it('names the recipient as the service does, and leaves out a token and units it has none of', () => {
    expect(receiptEmailRows(MESSAGE).map(([label]) => label)).toEqual([
      'Service',
      'Smartcard number',
      'Amount paid',
      'Reference',
      'Transaction ID',
      'Date',
    ]);
    expect(receiptEmailRows({ ...MESSAGE, serviceId: 'mtn', account: '08011111111' })[1]).toEqual([
      'Phone number',
      '08011111111',
    ]);
    expect(
      receiptEmailRows({
        ...MESSAGE,
        payment: { ...PAYMENT, meterNumber: '11111111111', token: '12345678901234567890', units: '40.0 kWh' },
      }),
    ).toEqual(
      expect.arrayContaining([
        ['Meter Number', '11111111111'],
        ['Token', '1234 5678 9012 3456 7890'],
        ['Units', '40.0 kWh'],
      ]),
    );
  });

  it('escapes what the bills API sent, keeps headers on one line, and says where to find the payment again', () => {
    const mail = receiptEmail(MESSAGE, { from: 'Helpa receipts <receipts@helpa.ng>', siteUrl: 'https://www.helpa.ng' });
    expect(mail.to).toBe('ada@example.com Bcc: eve@example.com');
    expect(mail.subject).toBe('Your Helpa receipt: DStv <Subscription>, N2,950.00');
    expect(mail.html).toContain('DStv &lt;Subscription&gt;');
    expect(mail.html).not.toContain('<Subscription>');
    expect(mail.text).toContain('Pay bills, Find a payment, https://www.helpa.ng/paybills.');
    expect(mail.messageId).toBe('<receipt-202611221600ReceiptMail01@helpa.ng>');
    expect(receiptEmail({ ...MESSAGE, copy: 17 }, { from: 'receipts@helpa.ng', siteUrl: null }).messageId).toBe(
      '<receipt-202611221600ReceiptMail01-17@helpa.ng>',
    );
    expect(receiptEmail(MESSAGE, { from: 'receipts@helpa.ng', siteUrl: null }).text).toContain(
      'Pay bills, Find a payment.',
    );
  });
});

describe('whether receipts are emailed', () => {
  it('needs SMTP_URL and RECEIPT_EMAIL_FROM, and says what is missing when only one is set', () => {
    expect(receiptEmailSettings(env({}))).toEqual({ enabled: false, reason: null });
    expect(receiptEmailSettings(env({ SMTP_URL: 'smtp://127.0.0.1:25' }))).toEqual({ enabled: false, reason: null });
    expect(receiptEmailSettings(env({ RECEIPT_EMAIL_FROM: 'receipts@helpa.ng' }))).toEqual({
      enabled: false,
      reason: 'RECEIPT_EMAIL_FROM is set but SMTP_URL is not: payers are not emailed their receipts.',
    });
    expect(receiptEmailSettings(env({ RECEIPT_EMAIL_FROM: 'receipts@helpa.ng', SMTP_URL: 'not a url' })).enabled).toBe(
      false,
    );
    expect(
      receiptEmailSettings(
        env({
          SMTP_URL: 'smtp://127.0.0.1:25',
          RECEIPT_EMAIL_FROM: ' receipts@helpa.ng ',
          CONTACT_DATA_DIR: '/srv/helpa',
          REDIS_URL: 'redis://r',
        }),
      ),
    ).toEqual({
      enabled: true,
      config: {
        smtpUrl: 'smtp://127.0.0.1:25',
        from: 'receipts@helpa.ng',
        dataDir: '/srv/helpa',
        redisUrl: 'redis://r',
      },
    });
  });
});
