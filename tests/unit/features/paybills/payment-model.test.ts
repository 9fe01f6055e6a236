import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDraft } from '@/features/paybills/drafts';
import { findKeptReceipt, keptReceipts, MAX_KEPT } from '@/features/paybills/kept-receipts';
import type { Order, ServiceKind } from '@/features/paybills/order';
import { orderOutcome } from '@/features/paybills/order-outcomes';
import { checkPayment, type PaymentApi, type PaymentPhase, paymentPhase, retryPayment, sendPayment } from '@/features/paybills/order-payment';
import { makeRequestId } from '@/features/paybills/request-id';
import type { WirePayment } from '@/lib/bills-api/contract';
import { createMemoryLedgerStore, type LedgerStore } from '@/lib/bills-sandbox/ledger-store';
import { PaymentLedger } from '@/lib/bills-sandbox/payments';
import { formatAmountField } from './support/amount-field';
import { copyOf, type FakeWindow, fakeWindow, memoryStorage, type Network, sandboxApi } from './support/browser';
import { type Catalogue, openFlow, type Recipient, type ServiceFlow } from './support/payer';

/**
 * The payment flow as payers drive it, generated: random sequences of typing, editing inside the amount,
 * pasting, Submit, Edit Details, Back and Forward, reloads, second tabs, the network going and coming,
 * double clicks on Make Payment, Try again, a price that changes, across the four services, run over
 * the feature's own reducers, drafts (sessionStorage per tab), the order outcomes every tab shares
 * (localStorage) and its payment path, against the bills sandbox's own ledger.
 *
 * An order is what the payer confirmed, as the test (not the code under test) counts it: a summary
 * whose content differs from the one the tab last confirmed is a new order; a copied tab holds its
 * opener's; a receipt, or Cancel after a failure, ends it. After every step:
 * - what is charged equals the last total shown for that order;
 * - an order is charged at most once (whatever request ids the code made for it);
 * - no tab offers Make Payment for a charged order, and once an order is delivered its receipt is
 *   reachable from every tab that held it (shown where the order was still open, else in Recent
 *   payments);
 * - a summary shows the same order every time it is drawn (reload, Back, Forward, a copied tab) until
 *   the payer changes the form or confirms it again.
 */

const SEQUENCES = 1_000;
/** 1,000 sequences of up to 60 steps take about 3 s on these machines; a busy two-core CI runner several times that. */
const TIME_LIMIT_MS = 60_000;

type Tab = {
  session: Storage;
  flow: ServiceFlow;
  /** The tab's history of this service's steps, as useStepHistory keeps it in the address. */
  history: { entries: string[]; index: number };
  /** The receipt this tab shows, once its order was delivered (in this tab or another). */
  receipt: string | null;
  /** The order each service's form in this tab holds (the test's own id for it), with what its summary says. */
  orders: Partial<Record<ServiceKind, { id: number; content: string }>>;
  /** Every order id (the code's) this tab has held. */
  held: Set<string>;
  /** The payer changed the form or pressed Submit since this tab last drew a summary: a new one may differ. */
  confirming: boolean;
};

/** The system under test: one browser (its tabs and shared storage), the network, and the bills sandbox. */
class Payer {
  readonly window: FakeWindow = fakeWindow();
  readonly tabs: Tab[] = [];
  readonly network: Network = { online: true, answersLost: false };
  readonly catalogue: Catalogue = { fee: 100 };
  /** Every payment the sandbox took money for (delivered or pending). */
  readonly charges: WirePayment[] = [];
  /** The order (the test's id) each request id was sent for. */
  readonly attempts = new Map<string, number>();
  /** The last total each order's summary showed (the test's ids). */
  readonly shown = new Map<number, number>();
  readonly api: PaymentApi;
  private orders = 0;
  private paying: number | null = null;

  constructor() {
    const memory = createMemoryLedgerStore();
    const store: LedgerStore = {
      claim: async (requestId, entry) => {
        const kept = await memory.claim(requestId, entry);
        if (!kept && entry.payment.status !== 'failed') this.charges.push(entry.payment);
        return kept;
      },
      find: (requestId) => memory.find(requestId),
      countRequery: (requestId) => memory.countRequery(requestId),
    };
    const sandbox = sandboxApi(new PaymentLedger({ store, convenienceFee: (serviceID) => (serviceID.endsWith('-electric') ? this.catalogue.fee : undefined) }), this.network);
    this.api = {
      pay: (request) => {
        const sentFor = this.attempts.get(request.requestId);
        if (sentFor !== undefined && sentFor !== this.paying) throw new Error(`request id ${request.requestId} sent for two orders`);
        if (this.paying !== null) this.attempts.set(request.requestId, this.paying);
        return sandbox.pay(request);
      },
      requery: sandbox.requery,
    };
    vi.stubGlobal('window', this.window);
  }

  /** Runs `action` as the tab would: with its own sessionStorage. */
  in<T>(tab: Tab, action: () => T): T {
    this.window.sessionStorage = tab.session;
    return action();
  }

  tab(index: number): Tab {
    const tab = this.tabs[index % this.tabs.length];
    if (!tab) throw new Error('no tab');
    return tab;
  }

  /** A tab opened on a service, or as a copy of `from` (window.open, Duplicate tab: its sessionStorage copied). */
  open(from: Tab | ServiceKind): void {
    const opener = typeof from === 'string' ? undefined : from;
    const session = opener ? copyOf(opener.session) : memoryStorage();
    const kind = opener?.flow.kind ?? (from as ServiceKind);
    const step = opener ? (opener.history.entries[opener.history.index] ?? '') : '';
    this.window.sessionStorage = session;
    const tab: Tab = { session, flow: openFlow(kind), history: { entries: [step], index: 0 }, receipt: null, orders: { ...opener?.orders }, held: new Set(), confirming: false };
    this.tabs.push(tab);
    this.follow(tab, this.catalogue);
  }

  /** The form starts from its draft and shows the step in the address, as after a reload or a new tab. */
  follow(tab: Tab, catalogue: Catalogue | null): void {
    this.in(tab, () => {
      const { history } = tab;
      const shown = tab.flow.requestStep(history.entries[history.index] ?? '', catalogue);
      history.entries[history.index] = shown;
      tab.flow.save();
    });
  }

  /** After the payer changed something: the draft is kept, and a new step is a new history entry. */
  changed(tab: Tab): void {
    tab.confirming = true;
    this.in(tab, () => {
      tab.flow.save();
      const { history } = tab;
      const step = tab.flow.step();
      if (history.entries[history.index] !== step) {
        history.entries = [...history.entries.slice(0, history.index + 1), step];
        history.index += 1;
      }
    });
  }

  phase(tab: Tab): PaymentPhase {
    const order = this.in(tab, () => tab.flow.order());
    return order ? paymentPhase(orderOutcome(order.id), false) : 'ready';
  }

  /** What the tab offers: Make Payment (its order's summary), a payment in progress, a receipt, or its form. */
  view(tab: Tab): 'receipt' | 'make-payment' | 'progress' | 'form' {
    if (tab.receipt) return 'receipt';
    const phase = this.phase(tab);
    if (phase !== 'ready' && phase !== 'paying') return 'progress';
    return this.in(tab, () => tab.flow.step() === 'summary' && tab.flow.order() !== null) ? 'make-payment' : 'form';
  }

  /** Sends the tab's order (or checks on it, or tries it again) as its summary shows it, noting which order each request id is for. */
  async pay(tab: Tab, action: (order: Order) => Promise<unknown>): Promise<void> {
    const order = this.in(tab, () => tab.flow.order());
    const confirmed = tab.orders[tab.flow.kind];
    if (!order || !confirmed) return;
    this.paying = confirmed.id;
    try {
      await action(order);
    } finally {
      this.paying = null;
    }
  }

  /**
   * What every tab does after a step: draws its summary, and opens the receipt (forgetting the form's
   * draft) once its order is delivered, as use-order-payment.ts does on the outcome every tab reads.
   */
  settle(): void {
    for (const tab of this.tabs) {
      const order = this.in(tab, () => tab.flow.order());
      if (order && !tab.receipt) this.settleTab(tab, order);
      if (this.view(tab) === 'make-payment') tab.confirming = false;
    }
  }

  private settleTab(tab: Tab, order: Order): void {
    tab.held.add(order.id);
    const outcome = orderOutcome(order.id);
    const phase = paymentPhase(outcome, false);
    if (phase === 'delivered' && outcome) {
      this.in(tab, () => forgetDraft(tab.flow.kind));
      tab.receipt = outcome.requestId;
      this.ended(tab);
    } else if (phase === 'ready' && this.view(tab) === 'make-payment') {
      const content = JSON.stringify([order.service, order.request, order.quote]);
      const before = tab.orders[tab.flow.kind];
      if (before && before.content !== content) expect(tab.confirming, `the summary of order ${before.id} changed without the payer confirming anything new`).toBe(true);
      const confirmed = before?.content === content ? before : { id: (this.orders += 1), content };
      tab.orders[tab.flow.kind] = confirmed;
      this.shown.set(confirmed.id, order.quote.total);
    }
  }

  /** The tab's order is over (its receipt shown, or Cancel after a failure): a summary confirmed next is a new order. */
  ended(tab: Tab): void {
    delete tab.orders[tab.flow.kind];
  }

  /** The invariants, after every step. */
  check(): void {
    const charged = new Map<number, WirePayment[]>();
    for (const charge of this.charges) {
      const orderId = this.attempts.get(charge.requestId);
      expect(orderId, `charge ${charge.requestId} was sent for an order`).toBeDefined();
      if (orderId === undefined) continue;
      expect(charge.totalAmount, `order ${orderId}: charged the total last shown`).toBe(this.shown.get(orderId));
      charged.set(orderId, [...(charged.get(orderId) ?? []), charge]);
    }
    for (const [orderId, charges] of charged) expect(charges, `order ${orderId} charged at most once`).toHaveLength(1);

    for (const [index, tab] of this.tabs.entries()) {
      const holding = this.in(tab, () => tab.flow.order());
      const confirmed = tab.orders[tab.flow.kind];
      if (confirmed && charged.has(confirmed.id)) expect(this.view(tab), `tab ${index} offers no Make Payment for a charged order`).not.toBe('make-payment');
      for (const orderId of tab.held) {
        const outcome = orderOutcome(orderId);
        if (outcome?.status !== 'delivered') continue;
        const stillOpen = holding?.id === orderId;
        if (stillOpen) expect(tab.receipt, `tab ${index} shows the receipt of ${orderId}`).toBe(outcome.requestId);
        const kept = findKeptReceipt(outcome.requestId);
        expect(kept !== undefined || keptReceipts().length === MAX_KEPT, `tab ${index} reaches the receipt of ${orderId} in Recent payments`).toBe(true);
      }
    }
  }
}

type Model = { tabs: number };
type Step = fc.AsyncCommand<Model, Payer>;

/** A payer's step: always possible to attempt (a step that does not apply where the tab is does nothing), then settled and checked. */
function step(name: string, act: (payer: Payer) => Promise<void> | void, after: (model: Model) => void = () => {}): Step {
  return {
    check: () => true,
    run: async (model, payer) => {
      await act(payer);
      after(model);
      payer.settle();
      payer.check();
    },
    toString: () => name,
  };
}

const tabIndex = fc.nat({ max: 3 });
const services = fc.constantFrom<ServiceKind>('electricity', 'airtime', 'data', 'tv');
const recipients = fc.constantFrom<Recipient>('delivered', 'delivered', 'failing', 'pending');
const amounts = fc.integer({ min: 500, max: 20_000 });
const pastes = fc.constantFrom('2000', '₦5,000', '1 500', '750.50', '-500', '12,345');

/** What the amount field shows once `text` is pasted over it (react-number-format keeps digits, a sign and a point). */
const pasted = (text: string) => formatAmountField(text.replace(/[^\d.-]/g, ''));

function insertDigit(text: string, at: number, digit: number): string {
  const digits = text.replace(/\D/g, '');
  const position = at % (digits.length + 1);
  return formatAmountField(`${digits.slice(0, position)}${digit}${digits.slice(position)}`);
}

const commands = [
  ...[1, 2].map(() =>
    fc.tuple(tabIndex, services).map(([index, kind]) =>
      step(`tab ${index}: open ${kind}`, (payer) => {
        const tab = payer.tab(index);
        if (tab.flow.kind === kind && !tab.receipt) return;
        tab.flow = payer.in(tab, () => openFlow(kind));
        tab.history = { entries: [''], index: 0 };
        tab.receipt = null;
        payer.follow(tab, payer.catalogue);
      }),
    ),
  ),
  ...[1, 2, 3].map(() =>
    fc.tuple(tabIndex, recipients, amounts).map(([index, recipient, amount]) =>
      step(`tab ${index}: fill for ${recipient}, ${amount}`, (payer) => {
        const tab = payer.tab(index);
        if (payer.view(tab) !== 'form') return;
        payer.in(tab, () => tab.flow.fill(recipient, amount));
        payer.changed(tab);
      }),
    ),
  ),
  fc.tuple(tabIndex, amounts).map(([index, amount]) =>
    step(`tab ${index}: type ${amount}`, (payer) => {
      const tab = payer.tab(index);
      if (payer.in(tab, () => tab.flow.amountText()) === null) return;
      payer.in(tab, () => tab.flow.typeAmount(formatAmountField(String(amount))));
      payer.changed(tab);
    }),
  ),
  fc.tuple(tabIndex, fc.nat(), fc.integer({ min: 0, max: 9 })).map(([index, at, digit]) =>
    step(`tab ${index}: type ${digit} inside the amount at ${at}`, (payer) => {
      const tab = payer.tab(index);
      const text = payer.in(tab, () => tab.flow.amountText());
      if (text === null) return;
      payer.in(tab, () => tab.flow.typeAmount(insertDigit(text, at, digit)));
      payer.changed(tab);
    }),
  ),
  fc.tuple(tabIndex, pastes).map(([index, text]) =>
    step(`tab ${index}: paste ${text} as the amount`, (payer) => {
      const tab = payer.tab(index);
      if (payer.in(tab, () => tab.flow.amountText()) === null) return;
      payer.in(tab, () => tab.flow.typeAmount(pasted(text)));
      payer.changed(tab);
    }),
  ),
  ...[1, 2, 3].map(() =>
    tabIndex.map((index) =>
      step(`tab ${index}: Submit`, (payer) => {
        const tab = payer.tab(index);
        if (payer.view(tab) !== 'form') return;
        payer.in(tab, () => tab.flow.submit(payer.catalogue));
        payer.changed(tab);
      }),
    ),
  ),
  ...[1, 2].map(() =>
    tabIndex.map((index) =>
      step(`tab ${index}: Edit Details`, (payer) => {
        const tab = payer.tab(index);
        if (payer.view(tab) !== 'make-payment') return;
        payer.in(tab, () => tab.flow.edit());
        payer.changed(tab);
      }),
    ),
  ),
  fc.tuple(tabIndex, fc.constantFrom(-1, 1), fc.boolean()).map(([index, move, pricesLoaded]) =>
    step(`tab ${index}: ${move < 0 ? 'Back' : 'Forward'}${pricesLoaded ? '' : ', prices still loading'}`, (payer) => {
      const tab = payer.tab(index);
      const { history } = tab;
      const target = history.index + move;
      if (tab.receipt || target < 0 || target >= history.entries.length) return;
      history.index = target;
      payer.follow(tab, pricesLoaded ? payer.catalogue : null);
    }),
  ),
  fc.tuple(tabIndex, fc.boolean()).map(([index, pricesLoaded]) =>
    step(`tab ${index}: reload${pricesLoaded ? '' : ', prices still loading'}`, (payer) => {
      const tab = payer.tab(index);
      if (tab.receipt) return;
      tab.flow = payer.in(tab, () => openFlow(tab.flow.kind));
      payer.follow(tab, pricesLoaded ? payer.catalogue : null);
    }),
  ),
  ...[1, 2].map(() =>
    tabIndex.map((index) =>
      step(
        `tab ${index}: open a second tab (window.open)`,
        (payer) => {
          if (payer.tabs.length < 4) payer.open(payer.tab(index));
        },
        (model) => {
          model.tabs = Math.min(model.tabs + 1, 4);
        },
      ),
    ),
  ),
  fc.tuple(fc.boolean(), fc.boolean()).map(([online, answersLost]) =>
    step(`network: ${online ? 'online' : 'offline'}${answersLost ? ', answers lost' : ''}`, (payer) => {
      payer.network.online = online;
      payer.network.answersLost = answersLost;
    }),
  ),
  ...[1, 2, 3].map(() =>
    fc.tuple(tabIndex, fc.boolean()).map(([index, twice]) =>
      step(`tab ${index}: ${twice ? 'double-click' : 'click'} Make Payment`, async (payer) => {
        const tab = payer.tab(index);
        if (payer.view(tab) !== 'make-payment') return;
        await payer.pay(tab, (order) => (twice ? Promise.all([sendPayment(order, payer.api), sendPayment(order, payer.api)]) : sendPayment(order, payer.api)));
      }),
    ),
  ),
  tabIndex.map((index) =>
    step(`tab ${index}: check the status`, async (payer) => {
      const tab = payer.tab(index);
      const phase = payer.phase(tab);
      if (tab.receipt || (phase !== 'unknown' && phase !== 'pending')) return;
      await payer.pay(tab, (order) => checkPayment(order, payer.api));
    }),
  ),
  tabIndex.map((index) =>
    step(`tab ${index}: Try again`, async (payer) => {
      const tab = payer.tab(index);
      if (tab.receipt || payer.phase(tab) !== 'failed') return;
      await payer.pay(tab, (order) => retryPayment(order, payer.api, orderOutcome(order.id)?.requestId ?? order.id, makeRequestId()));
    }),
  ),
  tabIndex.map((index) =>
    step(`tab ${index}: Cancel after a failure`, (payer) => {
      const tab = payer.tab(index);
      if (tab.receipt || payer.phase(tab) !== 'failed') return;
      payer.in(tab, () => tab.flow.drop());
      payer.ended(tab);
      payer.changed(tab);
    }),
  ),
  tabIndex.map((index) =>
    step(`tab ${index}: Make another payment`, (payer) => {
      const tab = payer.tab(index);
      if (!tab.receipt) return;
      tab.receipt = null;
      tab.flow = payer.in(tab, () => openFlow(tab.flow.kind));
      tab.history = { entries: [''], index: 0 };
      payer.follow(tab, payer.catalogue);
    }),
  ),
  fc.constantFrom(100, 150).map((fee) =>
    step(`the distributors' fee is now N${fee}`, (payer) => {
      payer.catalogue.fee = fee;
    }),
  ),
];

describe('the payment flow, as payers drive it (model-based)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    `charges what was shown, once per order, and shows every tab the receipt: ${SEQUENCES} sequences`,
    async () => {
      await fc.assert(
        fc.asyncProperty(services, fc.commands(commands, { maxCommands: 60, size: 'max' }), async (first, steps) => {
          const setup = () => {
            const payer = new Payer();
            payer.open(first);
            return { model: { tabs: 1 }, real: payer };
          };
          await fc.asyncModelRun(setup, steps);
        }),
        { numRuns: SEQUENCES },
      );
    },
    TIME_LIMIT_MS,
  );
});
