import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as billsRoute from '@/app/api/bills/[...path]/route';
import * as emailAgainRoute from '@/app/api/paybills/receipt-email/route';
import { sandboxSecret } from '@/lib/bills/sandbox/secret';
import { createBrowserId, createXsrfToken } from '@/lib/bills/sandbox/xsrf';
import { startSmtpServer, type DeliveredMail, type TestSmtpServer } from '../../../../fixtures/smtp-server';

/**
 * The receipt emailed to the payer, end to end on the server: the bills route (answered by the built-in
 * sandbox) hears the Pay request and every answer, the outbox sends through a real SMTP server.
 */

const SITE = 'http://localhost:3000';
const browserId = createBrowserId();
const token = createXsrfToken(browserId, await sandboxSecret());
let dataDir: string;
let smtp: TestSmtpServer;
let peer = 1;

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-'));
  vi.stubEnv('SMTP_URL', smtp.url);
  vi.stubEnv('RECEIPT_EMAIL_FROM', 'Helpa receipts <receipts@helpa.test>');
  vi.stubEnv('CONTACT_DATA_DIR', dataDir);
  vi.stubEnv('BILLS_API_URL', '');
  vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  smtp.delivered.length = 0;
});

function headers(): Record<string, string> {
  return {
    'x-forwarded-for': `10.9.${Math.floor(peer / 250)}.${peer++ % 250}`,
    'content-type': 'application/json',
    cookie: `helpa-browser=${browserId}; XSRF-TOKEN=${encodeURIComponent(token)}`,
    'x-xsrf-token': token,
    host: 'localhost:3000',
    origin: SITE,
  };
}

let ids = 0;
function requestId(): string {
  ids += 1;
  return `202611221600ReceiptTest${String(ids).padStart(4, '0')}`;
}

async function pay(body: Record<string, unknown>) {
  const segments = ['UtilitiesBills', 'Pay'];
  const response = await billsRoute.POST(
    new Request(`${SITE}/api/bills/UtilitiesBills/Pay`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(body),
    }),
    {
      params: Promise.resolve({ path: segments }),
    },
  );
  return { status: response.status, body: (await response.json()) as { payload?: { status: string; token?: string } } };
}

async function requery(id: string) {
  const segments = ['UtilitiesBills', 'Pay', id];
  const response = await billsRoute.GET(
    new Request(`${SITE}/api/bills/UtilitiesBills/Pay/${id}`, { headers: headers() }),
    { params: Promise.resolve({ path: segments }) },
  );
  return (await response.json()) as { payload?: { status: string } };
}

async function emailAgain(reference: string, from = headers()) {
  const response = await emailAgainRoute.POST(
    new Request(`${SITE}/api/paybills/receipt-email`, {
      method: 'POST',
      headers: from,
      body: JSON.stringify({ reference }),
    }),
  );
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { payload?: { message: string }; error?: { message: string } },
  };
}

const electricity = (id: string, meter = '11111111111') => ({
  requestId: id,
  serviceID: 'ikeja-electric',
  billersCode: meter,
  type: 'prepaid',
  amount: 2500,
  expectedTotal: 2600,
  phone: '08011111111',
  email: ' Ada@Example.com ',
});

const mailsFor = (id: string): DeliveredMail[] => smtp.delivered.filter((mail) => mail.parsed.text?.includes(id));

/** Lets the outbox's send loop run; the email is on the SMTP server when this resolves. */
const delivered = (id: string, count = 1) =>
  vi.waitFor(() => expect(mailsFor(id)).toHaveLength(count), { timeout: 5_000 });

describe('the receipt emailed to the payer', () => {
  it('goes once a payment is delivered, to the email typed, with what VTpass puts on it', async () => {
    const id = requestId();
    const paid = await pay(electricity(id));
    expect(paid.body.payload?.status).toBe('delivered');
    await delivered(id);
    const [mail] = mailsFor(id);
    expect(mail?.rcptTo).toEqual(['Ada@example.com']);
    expect(mail?.mailFrom).toBe('receipts@helpa.test');
    expect(mail?.parsed.subject).toBe('Your Helpa receipt: Ikeja Electric, N2,600.00');
    expect(mail?.parsed.messageId).toBe(`<receipt-${id}@helpa.test>`);
    const text = mail?.parsed.text ?? '';
    for (const line of [
      'Service: Ikeja Electric',
      'Meter Number: 11111111111',
      'Account name: Adaeze Okafor',
      'Amount paid: N2,600.00 (N2,500.00 and a convenience fee of N100.00)',
      `Reference: ${id}`,
      'Units: 40.0 kWh',
    ])
      expect(text).toContain(line);
    expect(text).toContain(`Token: ${(paid.body.payload?.token ?? '').replace(/(.{4})(?=.)/g, '$1 ')}`);
    expect(text).toMatch(/Date: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/);
    expect(mail?.parsed.html).toContain('<th align="left" valign="top">Service</th><td>Ikeja Electric</td>');
  });

  it('is sent once per payment, however often the payment is paid again or looked up', async () => {
    const id = requestId();
    await pay(electricity(id));
    await pay(electricity(id));
    await requery(id);
    await requery(id);
    await delivered(id);
    // A moment for any second email to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsFor(id)).toHaveLength(1);
  });

  it('waits for a processing payment to be delivered, then goes', async () => {
    const id = requestId();
    expect((await pay(electricity(id, '11111000000'))).body.payload?.status).toBe('pending');
    expect((await requery(id)).payload?.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsFor(id)).toHaveLength(0);
    expect((await requery(id)).payload?.status).toBe('delivered');
    await delivered(id);
  });

  it('is not sent for a failed payment, nor for a purchase without an email', async () => {
    const failed = requestId();
    expect((await pay(electricity(failed, '22222222223'))).body.payload?.status).toBe('failed');
    const airtime = requestId();
    expect(
      (
        await pay({
          requestId: airtime,
          serviceID: 'mtn',
          billersCode: '08011111111',
          amount: 100,
          expectedTotal: 100,
          phone: '08011111111',
          email: '',
        })
      ).body.payload?.status,
    ).toBe('delivered');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...mailsFor(failed), ...mailsFor(airtime)]).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'receipt-addresses'))).not.toContain(`${airtime}.json`);
  });
});

describe('Email it again', () => {
  it('sends another copy to the address given when paying, a few times at most', async () => {
    const id = requestId();
    await pay(electricity(id));
    await delivered(id);
    const visitor = headers();
    const again = await emailAgain(id, visitor);
    expect(again).toMatchObject({
      status: 202,
      body: { payload: { message: 'The receipt is on its way again to the address given when paying.' } },
    });
    await delivered(id, 2);
    const copy = mailsFor(id).find((mail) => mail.parsed.messageId !== `<receipt-${id}@helpa.test>`);
    expect(copy?.rcptTo).toEqual(['Ada@example.com']);
    expect(copy?.parsed.messageId).toMatch(new RegExp(`^<receipt-${id}-\\d+@helpa\\.test>$`));
    expect((await emailAgain(id)).status).toBe(202);
    const refused = await emailAgain(id);
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: {
          message: expect.stringMatching(
            /^This receipt was asked for several times in a short while\. Please try again in \d+ minutes?\.$/,
          ) as unknown,
        },
      },
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('reads an address kept in VTpass’s words, as addresses were kept before', async () => {
    const id = requestId();
    expect(
      (
        await pay({
          requestId: id,
          serviceID: 'mtn',
          billersCode: '08011111111',
          amount: 100,
          expectedTotal: 100,
          phone: '08011111111',
          email: '',
        })
      ).body.payload?.status,
    ).toBe('delivered');
    writeFileSync(
      path.join(dataDir, 'receipt-addresses', `${id}.json`),
      JSON.stringify({ email: 'ada@example.com', billersCode: '08011111111', serviceID: 'mtn', at: Date.now() }),
    );
    expect((await emailAgain(id)).status).toBe(202);
    await delivered(id);
    expect(mailsFor(id)[0]?.parsed.text).toContain('Phone number: 08011111111');
  });

  it('says why there is nothing to send: no address, not delivered yet, not a reference', async () => {
    expect(await emailAgain('202611221600NeverPaidHere001')).toMatchObject({
      status: 404,
      body: { error: { message: 'We have no email address for this payment, so there is no receipt to send again.' } },
    });
    const pending = requestId();
    await pay(electricity(pending, '11111000000'));
    expect(await emailAgain(pending)).toMatchObject({
      status: 409,
      body: { error: { message: 'This payment has not been delivered yet: its receipt is emailed as soon as it is.' } },
    });
    expect((await emailAgain('../../etc/passwd')).status).toBe(400);
    const crossSite = await emailAgain(pending, { ...headers(), origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });
});
