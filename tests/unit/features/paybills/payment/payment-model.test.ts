import '../support/install-browser';
import fc from 'fast-check';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PayBills } from '@/features/paybills/PayBills';
import type { WirePayment } from '@/lib/bills/wire';
import { serve } from '../support/bills-server';
import { copyOf } from '../support/browser';
import { PageView } from '../support/page';
import {
  type Flight,
  realDelay,
  SimulatedBrowser,
  type SimulatedTab,
  setActiveBrowser,
} from '../support/simulated-browser';

/**
 * Paying as payers do across time, generated: the real pay-bills page (PayBills, its forms, summaries,
 * receipts and the payment hook) rendered in several tabs of one simulated browser (shared
 * localStorage and its `storage` events, per-tab sessionStorage and history, one connection, one clock),
 * against this site's own bills route answered by the built-in sandbox. Fast-check generates sequences
 * of opening, duplicating, reloading and closing tabs; filling, editing and submitting forms; paying,
 * paying again, trying again, asking for the new total, Back and Forward at any point (a payment in
 * flight included); a network that is fast, slow (answers held, then arriving, lost, or never sent on),
 * or losing answers, going offline and back; time passing; the distributors' fee changing.
 *
 * A purchase is what the payer meant to buy once, as the test (not the code under test) counts it: a
 * summary whose content differs from the one the tab showed before is a new purchase unless the payer
 * asked for the new total; a duplicated tab holds its opener's; a receipt, or Cancel after a failure,
 * ends it. After every step:
 * - what each Pay sends is what the summary drew (its total and amount), for the purchase the tab holds;
 * - a purchase is charged at most once, whatever request ids the code made for it, by whichever tab;
 * - no tab offers Make Payment for a purchase that is charged or whose payment is on its way;
 * - a summary changes only when the payer changed or confirmed the form, and it says what the form says.
 * After the sequence, with the network back and time passed, and a visit to pay bills:
 * - every payment the bills API charged has its receipt (its token) on the device;
 * - no tab still waits on a payment, and a new payment in a new tab goes through: a payment can succeed.
 */

const SEQUENCES = Number(process.env.PAYMENT_MODEL_RUNS) || 25;
/** A failing run prints its seed: PAYMENT_MODEL_SEED=<seed> replays it. */
const SEED = Number(process.env.PAYMENT_MODEL_SEED) || null;
const START = Date.parse('2026-11-22T15:00:00.000Z');

type Service = 'Electricity Payment' | 'Airtime VTU';
const SERVICE_IDS: Record<Service, string> = { 'Electricity Payment': 'electricity-bill', 'Airtime VTU': 'airtime' };
const serviceOfPay = (serviceID: string): Service =>
  serviceID.endsWith('-electric') ? 'Electricity Payment' : 'Airtime VTU';

/** Who an airtime payment is for, by what the sandbox does with it (docs/bills-api.md; `fails once`: each sequence its own number). */
type Recipient = 'delivered' | 'failing' | 'pending' | 'fails once';
const PHONES: Record<Exclude<Recipient, 'fails once'>, string> = {
  delivered: '08011111111',
  failing: '08031234567',
  pending: '08030000000',
};
const FAILS_ONCE_PREFIXES = ['070', '071', '080', '081', '090', '091'];
let sequences = 0;

/** A purchase, as the test counts them: what its latest summary drew, in whichever tab. */
type Purchase = { id: number; service: Service; total: number; amount: number };

type PayBody = { requestId: string; serviceID: string; amount: number; expectedTotal: number };

const naira = (text: string | undefined) => Number((text ?? '').replace(/[^\d.]/g, ''));

class ModelTab {
  root: Root | null = null;
  readonly page: PageView;
  purchases = new Map<Service, Purchase>();
  /** What this tab's summary of each service showed last. */
  seen = new Map<Service, string>();
  /** The amount the form says, as the payer last typed it. */
  typed = new Map<Service, number>();
  /** The payer changed or submitted the form since its summary was last seen. */
  confirming = false;
  /** The payer asked for the new total: the summary's next content is the same purchase's new quote. */
  requoting = false;

  constructor(readonly tab: SimulatedTab) {
    this.page = new PageView(tab.dom.window.document);
  }

  get open(): boolean {
    return this.tab.open;
  }
}

/** The bills API as the tabs' network reaches it: fast, slow (payments held), or losing payments' answers. */
class Network {
  mode: 'fast' | 'slow' | 'lossy' = 'fast';
  readonly held: Flight[] = [];
  /** What the bills API said of each request id it was sent (its own record): the latest answer. */
  readonly payments = new Map<string, WirePayment>();

  constructor(private readonly onPay: (flight: Flight, body: PayBody) => void) {}

  readonly handle = (flight: Flight) => {
    const path = new URL(flight.request.url).pathname;
    const isPayment = path.startsWith('/api/bills/UtilitiesBills/Pay');
    if (flight.request.method === 'POST' && isPayment && flight.body)
      this.onPay(flight, JSON.parse(flight.body) as PayBody);
    if (!isPayment || this.mode === 'fast') return void this.deliver(flight, 'answer');
    if (this.mode === 'lossy') return void this.deliver(flight, 'lose');
    this.held.push(flight);
  };

  /** The request reaches the server (unless `drop`), and its answer the page (unless `lose`). */
  async deliver(flight: Flight, how: 'answer' | 'lose' | 'drop'): Promise<void> {
    if (how === 'drop') return flight.fail();
    const { browser } = flight.tab;
    browser.pending += 1;
    try {
      const response = await serve(flight.request);
      const body = (await response.clone().json()) as { payload?: WirePayment };
      if (response.ok && body.payload && 'transactionId' in body.payload)
        this.payments.set(body.payload.requestId, body.payload);
      if (how === 'answer') flight.answer(response);
      else flight.fail();
    } finally {
      browser.pending -= 1;
    }
  }

  /** Request ids of payments the bills API took money for (delivered, or processing). */
  charged(requestId: string): boolean {
    const payment = this.payments.get(requestId);
    return payment !== undefined && payment.status !== 'failed';
  }
}

/** The system under test: a browser with its tabs, the network, and the test's own count of purchases. */
class Payer {
  readonly network = new Network((flight, body) => this.sent(flight, body));
  readonly browser = new SimulatedBrowser(START, this.network.handle);
  readonly tabs: ModelTab[] = [];
  /** The purchase each request id was sent for. */
  readonly purchaseOf = new Map<string, Purchase>();
  readonly problems: string[] = [];
  private purchases = 0;
  /** This sequence's number whose first payment fails (the sandbox's `999999` numbers). */
  readonly failsOnce: string;

  constructor() {
    sequences += 1;
    this.failsOnce = `${FAILS_ONCE_PREFIXES[Math.floor(sequences / 100) % FAILS_ONCE_PREFIXES.length]}${String(sequences % 100).padStart(2, '0')}999999`;
    setActiveBrowser(this.browser);
    vi.setSystemTime(START);
    process.env.SANDBOX_CONVENIENCE_FEE = '100';
  }

  tab(index: number): ModelTab | null {
    const open = this.tabs.filter((tab) => tab.open);
    return open.length === 0 ? null : (open[index % open.length] ?? null);
  }

  private render(model: ModelTab): Promise<void> {
    return this.browser.run(model.tab, () => {
      model.root = createRoot(model.tab.container);
      model.root.render(
        createElement(
          SWRConfig,
          { value: { provider: () => new Map(), dedupingInterval: 0 } },
          createElement(PayBills, {
            menuTitle: 'Please select a menu',
            menuSubtitle: 'What would you like to do?',
            sandbox: true,
            emailsReceipts: false,
          }),
        ),
      );
    });
  }

  /** A tab opened on pay bills at `url`, or (`from`) a copy of another: its address, history and sessionStorage, as window.open and Duplicate tab make it. */
  async open(url: string, from?: ModelTab): Promise<void> {
    const tab = from
      ? this.browser.openTab(from.tab.url.href, {
          session: copyOf(from.tab.session),
          history: { entries: from.tab.history.entries, index: from.tab.history.index },
        })
      : this.browser.openTab(url);
    const model = new ModelTab(tab);
    if (from) {
      model.purchases = new Map(from.purchases);
      model.seen = new Map(from.seen);
      model.typed = new Map(from.typed);
      // The copy holds the form as the opener left it: an edit made there, not yet seen in a summary, is the copy's too.
      model.confirming = from.confirming;
      model.requoting = from.requoting;
    }
    this.tabs.push(model);
    await this.render(model);
    await this.loaded(model);
  }

  /** A page has loaded once its services are in the menu (a moment, unless the connection is down). */
  private async loaded(model: ModelTab): Promise<void> {
    for (let moment = 0; moment < 10 && this.browser.online && !model.page.service; moment += 1)
      await this.browser.advance(20);
  }

  async reload(model: ModelTab): Promise<void> {
    await this.browser.run(model.tab, () => model.root?.unmount());
    model.tab.reload();
    await this.render(model);
    await this.loaded(model);
  }

  async close(model: ModelTab): Promise<void> {
    await this.browser.run(model.tab, () => model.root?.unmount());
    model.tab.close();
  }

  /** Something the payer does in a tab, then what it sets off there and elsewhere, a moment later. */
  async act(model: ModelTab, action: (page: PageView) => void): Promise<void> {
    await this.browser.run(model.tab, () => action(model.page));
    await this.browser.advance(50);
  }

  /** A Pay leaves a tab: it must be for the purchase the tab holds, with the total and amount its summary drew. */
  private sent(flight: Flight, body: PayBody): void {
    const model = this.tabs.find((each) => each.tab === flight.tab);
    const service = serviceOfPay(body.serviceID);
    const purchase = model?.purchases.get(service);
    if (!purchase)
      return void this.problems.push(`${flight.tab.name} sent ${body.requestId} for no ${service} purchase it holds`);
    const before = this.purchaseOf.get(body.requestId);
    if (before && before !== purchase)
      this.problems.push(`request id ${body.requestId} sent for purchases ${before.id} and ${purchase.id}`);
    this.purchaseOf.set(body.requestId, purchase);
    if (body.expectedTotal !== purchase.total || body.amount !== purchase.amount)
      this.problems.push(
        `${flight.tab.name} sent ${body.amount} / ${body.expectedTotal} for purchase ${purchase.id}, whose summary drew ${purchase.amount} / ${purchase.total}`,
      );
  }

  /** Reads what every tab shows: the purchase its summary stands for, and whether its receipt ended one. */
  observe(): void {
    for (const model of this.tabs.filter((tab) => tab.open)) {
      const { page } = model;
      const service = page.service as Service | null;
      const receipt = page.receipt;
      const reference = receipt?.get('Reference');
      const ended = reference ? this.purchaseOf.get(reference) : undefined;
      if (ended) model.purchases.delete(ended.service);
      const summary = page.summary;
      if (!summary || !service || !(page.enabled('Make Payment') || page.button('See the new total'))) continue;
      const content = JSON.stringify([...summary]);
      const total = naira(summary.get('Payable amount'));
      const amount = naira(summary.get('Current amount') ?? summary.get('Amount'));
      const current = model.purchases.get(service);
      const before = model.seen.get(service);
      if (!current || before !== content) {
        if (current && !model.confirming && !model.requoting)
          this.problems.push(
            `${model.tab.name}: the summary of purchase ${current.id} changed with nothing confirmed: ${before} then ${content}`,
          );
        if (current && model.requoting) Object.assign(current, { total, amount });
        else model.purchases.set(service, { id: (this.purchases += 1), service, total, amount });
        model.seen.set(service, content);
      }
      const typed = model.typed.get(service);
      if (typed !== undefined && typed !== amount)
        this.problems.push(`${model.tab.name}: the summary says ${amount} where the form says ${typed}`);
      model.confirming = false;
      model.requoting = false;
    }
  }

  /** The invariants of every step. */
  check(): void {
    this.observe();
    const charges = new Map<Purchase, string[]>();
    for (const [requestId, purchase] of this.purchaseOf)
      if (this.network.charged(requestId)) charges.set(purchase, [...(charges.get(purchase) ?? []), requestId]);
    for (const [purchase, ids] of charges)
      if (ids.length > 1) this.problems.push(`purchase ${purchase.id} charged ${ids.length} times: ${ids.join(', ')}`);
    const inFlight = new Set(
      this.network.held.map((flight) =>
        this.purchaseOf.get((JSON.parse(flight.body ?? '{}') as { requestId?: string }).requestId ?? ''),
      ),
    );
    for (const model of this.tabs.filter((tab) => tab.open)) {
      const service = model.page.service as Service | null;
      const purchase = service ? model.purchases.get(service) : undefined;
      if (!purchase || !model.page.enabled('Make Payment')) continue;
      if (charges.has(purchase))
        this.problems.push(`${model.tab.name} offers Make Payment for purchase ${purchase.id}, already charged`);
      if (inFlight.has(purchase))
        this.problems.push(
          `${model.tab.name} offers Make Payment for purchase ${purchase.id}, whose payment is on its way`,
        );
    }
    expect(this.problems).toEqual([]);
  }

  /** The network back, time passing, every held request answered, and a visit to pay bills: then what the payer must have. */
  async finish(): Promise<void> {
    this.network.mode = 'fast';
    await this.browser.setOnline(true);
    for (const flight of this.network.held.splice(0)) await this.network.deliver(flight, 'answer');
    for (let minute = 0; minute < 6; minute += 1) await this.browser.advance(30_000);
    await this.open('/paybills?service=airtime');
    for (let minute = 0; minute < 4; minute += 1) await this.browser.advance(30_000);
    this.check();

    const kept = JSON.parse(this.browser.localStorage.getItem('helpa.paybills.receipts') ?? '[]') as Array<{
      payment: WirePayment;
    }>;
    const keptIds = new Set(kept.map((item) => item.payment.requestId));
    for (const payment of this.network.payments.values())
      if (payment.status === 'delivered')
        expect(
          keptIds.has(payment.requestId),
          `the receipt of ${payment.requestId} (token ${payment.token ?? 'none'}) is on the device`,
        ).toBe(true);
    for (const model of this.tabs.filter((tab) => tab.open))
      expect(model.page.progress ?? '', `${model.tab.name} still waits`).not.toMatch(/checking|processing|Waiting/);

    // A payment can succeed: a new one, electricity (a fee on top), in a new tab.
    await this.open('/paybills?service=electricity-bill');
    const fresh = this.tabs.at(-1);
    if (!fresh) throw new Error('no tab');
    expect(
      await fillForm(this, fresh, 'delivered', 777),
      `the new tab shows its form: ${fresh.page.body.textContent ?? ''}`,
    ).toBe(true);
    await this.act(fresh, (page) => page.click(page.button('Submit')!));
    this.check();
    const pay = fresh.page.enabled('Make Payment');
    expect(pay, `a new purchase reaches its summary: ${fresh.page.body.textContent ?? ''}`).not.toBeNull();
    const payable = fresh.page.summary?.get('Payable amount');
    if (pay) await this.act(fresh, (page) => page.click(pay));
    this.check();
    expect(fresh.page.receipt?.get('Total'), `a new payment goes through: ${fresh.page.body.textContent ?? ''}`).toBe(
      payable,
    );
    expect(fresh.page.token, 'with its token').toMatch(/^\d{20}$/);
  }

  async dispose(): Promise<void> {
    for (const model of this.tabs.filter((tab) => tab.open)) await this.close(model);
    setActiveBrowser(null);
  }
}

type Step = fc.AsyncCommand<object, Payer>;

/** A payer's step: always possible to attempt (a step that does not apply where the tab is does nothing), then checked. */
function step(name: string, act: (payer: Payer) => Promise<void>): Step {
  return {
    check: () => true,
    run: async (_model, payer) => {
      await act(payer);
      payer.check();
    },
    toString: () => name,
  };
}

/** Something the payer does in tab `index`, if the tab shows what it needs (`find`). */
function inTab<T>(
  index: number,
  find: (model: ModelTab) => T | null | undefined,
  act: (model: ModelTab, found: T) => void,
  after?: (model: ModelTab) => void,
) {
  return async (payer: Payer) => {
    const model = payer.tab(index);
    const found = model && find(model);
    if (!model || found === null || found === undefined) return;
    await payer.act(model, () => act(model, found));
    after?.(model);
  };
}

const tabIndex = fc.nat({ max: 2 });
const services = fc.constantFrom<Service>('Electricity Payment', 'Airtime VTU');
const recipients = fc.constantFrom<Recipient>('delivered', 'delivered', 'failing', 'pending', 'fails once');
const amounts = fc.integer({ min: 5, max: 40 }).map((hundreds) => hundreds * 100);
/** How a payer writes an amount: plainly, grouped, with a naira sign and kobo, in full-width digits. */
const spellings = fc.constantFrom(
  (n: number) => String(n),
  (n: number) => n.toLocaleString('en-NG'),
  (n: number) => `N${n.toLocaleString('en-NG')}.00`,
  (n: number) => String(n).replace(/\d/g, (d) => String.fromCodePoint(0xff10 + Number(d))),
);

function typeAmount(model: ModelTab, service: Service, amount: number, spell: (n: number) => string): boolean {
  const field = model.page.field('Amount');
  if (!field || ('readOnly' in field && field.readOnly)) return false;
  model.page.fill(field, spell(amount));
  model.typed.set(service, amount);
  return true;
}

/** Fills the service's form the tab shows (verifying the meter first for electricity): true when it did. */
async function fillForm(payer: Payer, model: ModelTab, recipient: Recipient, amount: number): Promise<boolean> {
  const service = model.page.service as Service | null;
  const { page } = model;
  if (service === 'Electricity Payment') {
    const meter = page.field('Meter number');
    if (meter) {
      await payer.act(model, () => page.fill(meter, '1111 1111 111'));
      const proceed = page.enabled('Proceed');
      if (proceed) await payer.act(model, () => page.click(proceed));
    }
    if (!page.field('Email')) return false;
    await payer.act(model, () => {
      typeAmount(model, service, amount, String);
      page.fill(page.field('Email')!, 'ada@example.com');
      page.fill(page.field('Phone number')!, '0801 111 1111');
    });
  } else if (service === 'Airtime VTU') {
    const phone = page.field('Phone number');
    if (!phone || !page.field('Network')) return false;
    await payer.act(model, () => {
      page.fill(phone, recipient === 'fails once' ? payer.failsOnce : PHONES[recipient]);
      page.fill(page.field('Network')!, 'mtn');
      typeAmount(model, service, amount / 10, String);
    });
  } else return false;
  model.confirming = true;
  return true;
}

/** `weight` copies of `command`: how often payers do it, among the others. */
const often = <T>(weight: number, command: fc.Arbitrary<T>) => Array.from({ length: weight }, () => command);

/** A button the payer presses in tab `index`, when the tab offers it. */
function press(index: number, name: string, before?: (model: ModelTab) => void): Step {
  return step(
    `tab ${index}: ${name}`,
    inTab(
      index,
      (model) => model.page.enabled(name),
      (model, button) => {
        before?.(model);
        model.page.click(button);
      },
    ),
  );
}

const openTabs = (payer: Payer) => payer.tabs.filter((tab) => tab.open).length;

const commands = [
  services.map((service) =>
    step(`open a tab on ${service}`, async (payer) => {
      if (openTabs(payer) < 3) await payer.open(`/paybills?service=${SERVICE_IDS[service]}`);
    }),
  ),
  tabIndex.map((index) =>
    step(`tab ${index}: duplicate it`, async (payer) => {
      const model = payer.tab(index);
      if (model && openTabs(payer) < 3) await payer.open('', model);
    }),
  ),
  tabIndex.map((index) =>
    step(`tab ${index}: close it`, async (payer) => {
      const model = payer.tab(index);
      if (model) await payer.close(model);
    }),
  ),
  tabIndex.map((index) =>
    step(`tab ${index}: reload`, async (payer) => {
      const model = payer.tab(index);
      if (model) await payer.reload(model);
    }),
  ),
  fc.tuple(tabIndex, services).map(([index, service]) =>
    step(
      `tab ${index}: choose ${service}`,
      inTab(
        index,
        (model) =>
          [...model.tab.dom.window.document.querySelectorAll('[role="tab"]')].find(
            (tab) => tab.textContent?.trim() === service,
          ),
        (model, tab) => model.page.click(tab),
      ),
    ),
  ),
  ...[false, true, true, true].map((submit) =>
    fc.tuple(tabIndex, recipients, amounts).map(([index, recipient, amount]) =>
      step(`tab ${index}: fill the form for ${recipient}, ${amount}${submit ? ', Submit' : ''}`, async (payer) => {
        const model = payer.tab(index);
        if (model && (await fillForm(payer, model, recipient, amount)) && submit) {
          const button = model.page.enabled('Submit');
          if (button) await payer.act(model, () => model.page.click(button));
        }
      }),
    ),
  ),
  ...often(
    2,
    fc.tuple(tabIndex, amounts, spellings).map(([index, amount, spell]) =>
      step(`tab ${index}: type the amount ${spell(amount)}`, async (payer) => {
        const model = payer.tab(index);
        const service = model?.page.service as Service | undefined;
        if (!model || !service || !model.page.field('Amount')) return;
        await payer.act(model, () =>
          typeAmount(model, service, service === 'Airtime VTU' ? amount / 10 : amount, spell),
        );
        model.confirming = true;
      }),
    ),
  ),
  ...often(
    2,
    tabIndex.map((index) => press(index, 'Submit', (model) => (model.confirming = true))),
  ),
  ...often(
    2,
    tabIndex.map((index) => press(index, 'Edit Details')),
  ),
  ...often(
    5,
    tabIndex.map((index) => press(index, 'Make Payment')),
  ),
  ...often(
    3,
    fc
      .tuple(
        tabIndex,
        fc.constantFrom(
          'Pay again',
          'Try again',
          'See the new total',
          'Check status',
          'Cancel',
          'Do not send it',
          'Make another payment',
          'View receipt',
        ),
      )
      .map(([index, name]) =>
        press(index, name, (model) => {
          if (name === 'See the new total') model.requoting = true;
          const service = model.page.service as Service | null;
          if (name === 'Cancel' && service) model.purchases.delete(service);
        }),
      ),
  ),
  ...often(
    3,
    fc.tuple(tabIndex, fc.constantFrom(-1, 1)).map(([index, delta]) =>
      step(`tab ${index}: ${delta < 0 ? 'Back' : 'Forward'}`, async (payer) => {
        const model = payer.tab(index);
        if (model) await payer.act(model, () => model.tab.history.go(delta));
      }),
    ),
  ),
  ...often(
    2,
    fc.constantFrom<Network['mode']>('fast', 'slow', 'lossy').map((mode) =>
      step(`the network is ${mode}`, (payer) => {
        payer.network.mode = mode;
        return Promise.resolve();
      }),
    ),
  ),
  fc
    .boolean()
    .map((online) =>
      step(online ? 'the connection comes back' : 'the connection drops', (payer) => payer.browser.setOnline(online)),
    ),
  ...often(
    2,
    fc.constantFrom<'answer' | 'lose' | 'drop'>('answer', 'lose', 'drop').map((how) =>
      step(
        `held payments ${how === 'answer' ? 'arrive, and their answers' : how === 'lose' ? 'arrive, their answers lost' : 'never arrive'}`,
        async (payer) => {
          for (const flight of payer.network.held.splice(0)) {
            await payer.network.deliver(flight, how);
            await payer.browser.settle();
          }
          await payer.browser.advance(50);
        },
      ),
    ),
  ),
  ...often(
    2,
    fc
      .constantFrom(3_000, 15_000, 120_000)
      .map((ms) => step(`${ms / 1000} s pass`, (payer) => payer.browser.advance(ms))),
  ),
  fc.constantFrom(100, 150).map((fee) =>
    step(`the distributors' fee is now N${fee}`, () => {
      process.env.SANDBOX_CONVENIENCE_FEE = String(fee);
      return Promise.resolve();
    }),
  ),
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // The page's parts loaded on demand arrive in real time once; then every tab has them at once.
  const warm = new Payer();
  await warm.open('/paybills?receipt=202611221600NoSuchPayment01');
  for (let tries = 0; tries < 100 && !warm.tabs[0]?.page.has('We could not find a payment'); tries += 1) {
    await realDelay(20);
    await warm.browser.advance(20);
  }
  await warm.open('/paybills');
  for (let tries = 0; tries < 100 && !warm.tabs[1]?.page.field('Meter number'); tries += 1) {
    await realDelay(20);
    await warm.browser.advance(20);
  }
  await warm.dispose();
}, 60_000);
afterAll(() => {
  setActiveBrowser(null);
  vi.useRealTimers();
  delete process.env.SANDBOX_CONVENIENCE_FEE;
});

describe('paying across time, tabs and a failing network (model-based, the real page)', () => {
  it(`charges what was shown, once per purchase, and leaves every token on the device: ${SEQUENCES} sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ service: services, recipient: recipients, amount: amounts, copies: fc.nat({ max: 1 }) }),
        fc.commands(commands, { maxCommands: 30, size: 'max' }),
        async (first, steps) => {
          const payer = new Payer();
          try {
            await fc.asyncModelRun(async () => {
              // Where a payer usually is when things happen: a summary in front of them, often in a copied tab too.
              await payer.open(`/paybills?service=${SERVICE_IDS[first.service]}`);
              const [tab] = payer.tabs;
              if (tab && (await fillForm(payer, tab, first.recipient, first.amount)))
                await payer.act(tab, (page) => page.click(page.button('Submit')!));
              payer.check();
              if (tab && first.copies > 0) await payer.open('', tab);
              return { model: {}, real: payer };
            }, steps);
            await payer.finish();
          } finally {
            await payer.dispose();
          }
        },
      ),
      { numRuns: SEQUENCES, ...(SEED === null ? {} : { seed: SEED }) },
    );
  }, 600_000);
});

describe('payers’ journeys across tabs and time, scripted on the same page', () => {
  let payer: Payer;
  const first = () => payer.tabs[0]!;
  const second = () => payer.tabs[1]!;

  async function press(model: ModelTab, name: string): Promise<void> {
    const button = model.page.enabled(name);
    expect(button, `${model.tab.name} offers ${name}: ${model.page.body.textContent ?? ''}`).not.toBeNull();
    if (name === 'See the new total') model.requoting = true;
    if (name === 'Submit') model.confirming = true;
    await payer.act(model, (page) => page.click(button!));
    payer.check();
  }

  /** Electricity for meter 11111111111 to its summary, in a tab opened for it. */
  async function electricitySummary(amount: number): Promise<ModelTab> {
    await payer.open('/paybills?service=electricity-bill');
    const model = payer.tabs.at(-1)!;
    expect(await fillForm(payer, model, 'delivered', amount)).toBe(true);
    await press(model, 'Submit');
    return model;
  }

  afterEach(async () => {
    await payer.dispose();
    process.env.SANDBOX_CONVENIENCE_FEE = '100';
  });

  it('a payment whose answer was lost, in a tab then closed, is settled by the next visit: receipt, token and a sentence, one charge', async () => {
    payer = new Payer();
    const tab = await electricitySummary(2500);
    payer.network.mode = 'lossy';
    await press(tab, 'Make Payment');
    expect(tab.page.progress).toBe('Status unknown, checking');
    await payer.close(tab);
    payer.network.mode = 'fast';
    await payer.browser.advance(120_000);
    await payer.open('/paybills');
    const later = payer.tabs.at(-1)!;
    await payer.browser.advance(100);
    expect(later.page.has('Your payment of N2,600.00 for meter 11111111111 went through while you were away.')).toBe(
      true,
    );
    expect(later.page.receipt?.get('Total')).toBe('N2,600.00');
    expect(later.page.token).toMatch(/^\d{20}$/);
    expect([...payer.network.payments.values()].filter((payment) => payment.status === 'delivered')).toHaveLength(1);
    payer.check();
  });

  it('a payment whose answer was lost is settled in its own tab the moment the connection returns', async () => {
    payer = new Payer();
    const tab = await electricitySummary(2500);
    payer.network.mode = 'lossy';
    await press(tab, 'Make Payment');
    await payer.browser.setOnline(false);
    await payer.browser.advance(120_000);
    expect(tab.page.progress).toBe('Status unknown, checking');
    payer.network.mode = 'fast';
    await payer.browser.setOnline(true);
    await payer.browser.advance(100);
    expect(tab.page.receipt?.get('Total')).toBe('N2,600.00');
  });

  it('Make Payment offline waits for the connection, sends nothing meanwhile, and pays once it is back; a closed tab sends nothing later', async () => {
    payer = new Payer();
    const tab = await electricitySummary(2500);
    await payer.browser.setOnline(false);
    await press(tab, 'Make Payment');
    expect(tab.page.progress).toBe('Waiting for the connection');
    expect(tab.page.has('Your payment will be sent when the connection returns, as long as this tab stays open.')).toBe(
      true,
    );
    expect(payer.purchaseOf.size).toBe(0);
    await payer.browser.setOnline(true);
    await payer.browser.advance(100);
    expect(tab.page.receipt?.get('Total')).toBe('N2,600.00');

    const other = await electricitySummary(3000);
    await payer.browser.setOnline(false);
    await press(other, 'Make Payment');
    await payer.close(other);
    await payer.browser.setOnline(true);
    await payer.open('/paybills');
    await payer.browser.advance(300_000);
    expect([...payer.network.payments.values()].map((payment) => payment.totalAmount)).toEqual([2600]);
  });

  it('Back while a payment is on its way shows the paying order, never an editable form; Back once paid shows its receipt; one charge', async () => {
    payer = new Payer();
    const tab = await electricitySummary(4000);
    payer.network.mode = 'slow';
    await press(tab, 'Make Payment');
    await payer.act(tab, () => tab.tab.history.go(-1));
    payer.check();
    expect(tab.page.summary?.get('Payable amount')).toBe('N4,100.00');
    expect(tab.page.field('Amount')).toBeNull();
    expect(tab.page.button('Edit Details')?.disabled).toBe(true);
    expect(tab.tab.url.searchParams.get('step')).toBe('summary');
    await payer.act(tab, () => tab.tab.history.go(-1));
    expect(tab.page.field('Amount')).toBeNull();
    for (const flight of payer.network.held.splice(0)) await payer.network.deliver(flight, 'answer');
    await payer.browser.advance(100);
    expect(tab.page.receipt?.get('Total')).toBe('N4,100.00');
    await payer.act(tab, () => tab.tab.history.go(-1));
    expect(tab.page.receipt?.get('Total')).toBe('N4,100.00');
    expect(payer.purchaseOf.size).toBe(1);
    payer.check();
  });

  it('a price changed since the quote gets one new quote and one new request id, shared by both tabs that hold the order, kept across a reload', async () => {
    payer = new Payer();
    const a = await electricitySummary(2000);
    await payer.open('', a);
    const b = second();
    process.env.SANDBOX_CONVENIENCE_FEE = '150';
    await press(a, 'Make Payment');
    expect(a.page.has('the total is now N2,150.00, not N2,100.00')).toBe(true);
    // The other tab knows without sending anything, and so does a reload of it.
    expect(b.page.button('See the new total')).not.toBeNull();
    await payer.reload(b);
    expect(b.page.button('See the new total')).not.toBeNull();
    expect(b.page.enabled('Make Payment')).toBeNull();
    await press(a, 'See the new total');
    await press(b, 'See the new total');
    expect(a.page.summary?.get('Payable amount')).toBe('N2,150.00');
    expect(b.page.summary?.get('Payable amount')).toBe('N2,150.00');
    await press(a, 'Make Payment');
    expect(a.page.receipt?.get('Total')).toBe('N2,150.00');
    expect(b.page.receipt?.get('Total')).toBe('N2,150.00');
    expect(b.page.enabled('Make Payment')).toBeNull();
    expect(payer.purchaseOf.size).toBe(2);
    expect([...payer.network.payments.values()].filter((payment) => payment.status !== 'failed')).toHaveLength(1);
  });

  it('while another tab pays, a copy of the order offers no Make Payment', async () => {
    payer = new Payer();
    const a = await electricitySummary(2000);
    await payer.open('', a);
    payer.network.mode = 'slow';
    await press(a, 'Make Payment');
    expect(second().page.enabled('Make Payment')).toBeNull();
    expect(second().page.progress).toBe('Status unknown, checking');
  });

  it('an amount edited and not submitted is what the summary shows on Back to it, as a new order', async () => {
    payer = new Payer();
    const tab = await electricitySummary(2000);
    await press(tab, 'Edit Details');
    await payer.act(tab, () => typeAmount(tab, 'Electricity Payment', 3000, (n) => `N${n.toLocaleString('en-NG')}.00`));
    tab.confirming = true;
    await payer.act(tab, () => tab.tab.history.go(-1));
    payer.check();
    expect(tab.page.summary?.get('Current amount')).toBe('N3,000.00');
  });

  it('Try again pressed in two tabs at the same moment after a failure makes one new attempt, charged once', async () => {
    payer = new Payer();
    await payer.open('/paybills?service=airtime');
    const a = first();
    expect(await fillForm(payer, a, 'fails once', 1000)).toBe(true);
    await press(a, 'Submit');
    await payer.open('', a);
    await press(a, 'Make Payment');
    expect(a.page.progress).toBe('Payment failed');
    expect(second().page.progress).toBe('Payment failed');
    const [retryA, retryB] = [a.page.enabled('Try again'), second().page.enabled('Try again')];
    // The second tab's press comes before it has heard of the first one's.
    await payer.browser.runFirst(a.tab, () => a.page.click(retryA!));
    await payer.browser.runFirst(second().tab, () => second().page.click(retryB!));
    await payer.browser.advance(100);
    payer.check();
    expect([...payer.network.payments.values()].filter((payment) => payment.status === 'delivered')).toHaveLength(1);
    expect(a.page.receipt?.get('Total')).toBe('N100.00');
    expect(second().page.receipt?.get('Total')).toBe('N100.00');
  });

  it('a payment that never reached the bills API is sent again by its tab under the same id, and charged once', async () => {
    payer = new Payer();
    const tab = await electricitySummary(2500);
    payer.network.mode = 'slow';
    await press(tab, 'Make Payment');
    for (const flight of payer.network.held.splice(0)) await payer.network.deliver(flight, 'drop');
    payer.network.mode = 'fast';
    await payer.browser.advance(30_000);
    payer.check();
    expect(tab.page.receipt?.get('Total')).toBe('N2,600.00');
    expect(payer.purchaseOf.size).toBe(1);
  });

  it('a payment sent again after it never arrived, its tab then duplicated: both tabs show the receipt once the answers come, one charge', async () => {
    payer = new Payer();
    const tab = await electricitySummary(500);
    payer.network.mode = 'slow';
    await press(tab, 'Make Payment');
    for (const flight of payer.network.held.splice(0)) await payer.network.deliver(flight, 'drop');
    await payer.browser.advance(50);
    await payer.open('', tab);
    const copy = second();
    expect(copy.page.enabled('Make Payment')).toBeNull();
    payer.network.mode = 'fast';
    for (const flight of payer.network.held.splice(0)) await payer.network.deliver(flight, 'answer');
    await payer.browser.advance(30_000);
    payer.check();
    expect(tab.page.receipt?.get('Total')).toBe('N600.00');
    expect(copy.page.receipt?.get('Total')).toBe('N600.00');
    expect([...payer.network.payments.values()].filter((payment) => payment.status === 'delivered')).toHaveLength(1);
  });

  it('a receipt with a token stays among Recent payments after five top-ups, and the page says what it keeps', async () => {
    payer = new Payer();
    const tab = await electricitySummary(2000);
    await press(tab, 'Make Payment');
    const token = tab.page.token;
    for (let topUp = 0; topUp < 5; topUp += 1) {
      await press(tab, 'Make another payment');
      await payer.act(tab, (page) =>
        page.click(
          [...page.body.querySelectorAll('[role="tab"]')].find((each) => each.textContent?.trim() === 'Airtime VTU')!,
        ),
      );
      expect(await fillForm(payer, tab, 'delivered', 1000 + topUp * 100)).toBe(true);
      await press(tab, 'Submit');
      await press(tab, 'Make Payment');
    }
    expect(tab.page.has('Ikeja Electric, N2,100.00')).toBe(true);
    expect(tab.page.has('every receipt with a token, and the latest 20 without one')).toBe(true);
    expect(JSON.parse(payer.browser.localStorage.getItem('helpa.paybills.receipts') ?? '[]')).toHaveLength(6);
    expect(token).toMatch(/^\d{20}$/);
  });
});
