import * as v from 'valibot';
import { toPayment, wirePayRequest } from '@/lib/bills/translate';
import type { PaymentApi } from '@/features/paybills/payment/send';
import { BillsApiError } from '@/lib/bills/browser/client';
import { BILLS_FAILURE_MESSAGES } from '@/lib/bills/messages';
import type { PaymentLedger } from '@/lib/bills/sandbox/payments';
import { payRequest as payRequestSchema } from '@/lib/bills/wire';

/** A Web Storage area in memory: a tab's sessionStorage, or the browser's localStorage its tabs share. */
export function memoryStorage(items = new Map<string, string>()): Storage {
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** A copy of a storage area, as a tab opened by window.open or Duplicate tab starts with its opener's sessionStorage. */
export function copyOf(storage: Storage): Storage {
  const copy = memoryStorage();
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) copy.setItem(key, storage.getItem(key) ?? '');
  }
  return copy;
}

/** The browser window as the pay-bills modules use it: two storage areas, events, and the address. */
export type FakeWindow = EventTarget & {
  localStorage: Storage;
  sessionStorage: Storage;
  location: { href: string; search: string; pathname: string; hash: string };
};

export function fakeWindow(localStorage = memoryStorage(), sessionStorage = memoryStorage()): FakeWindow {
  return Object.assign(new EventTarget(), {
    localStorage,
    sessionStorage,
    location: { href: 'https://www.helpa.test/paybills', search: '', pathname: '/paybills', hash: '' },
  });
}

/** A window whose storage the browser refuses (private mode, storage blocked): reading `localStorage` throws. */
export function storageRefusingWindow(): EventTarget {
  return Object.defineProperty(new EventTarget(), 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

/** Whether requests reach the sandbox, and whether its answers reach the browser. */
export type Network = { online: boolean; answersLost: boolean };

const unreachable = () => new BillsApiError(BILLS_FAILURE_MESSAGES.unreachable, 0, 'network');

/**
 * The bills API as the browser's client meets it, answered by the sandbox's own ledger: the Pay body
 * checked as its route checks it, 4xx answers as the client's errors, and a network that can drop a
 * request before it arrives (offline) or its answer after it was paid (`answersLost`).
 */
export function sandboxApi(ledger: PaymentLedger, network: Network = { online: true, answersLost: false }): PaymentApi {
  return {
    async pay(request) {
      if (!network.online) throw unreachable();
      const body = v.safeParse(payRequestSchema, wirePayRequest(request));
      if (!body.success) throw new BillsApiError(body.issues[0].message, 400, 'invalid_body');
      const outcome = await ledger.pay(body.output);
      if (network.answersLost) throw unreachable();
      if (outcome.status !== 200) throw new BillsApiError(outcome.message, outcome.status, outcome.code);
      return toPayment(outcome.payload);
    },
    async requery(requestId) {
      if (!network.online) throw unreachable();
      const outcome = await ledger.requery(requestId);
      if (network.answersLost) throw unreachable();
      if (outcome.status === 404) return null;
      if (outcome.status !== 200) throw new BillsApiError(outcome.message, outcome.status, outcome.code);
      return toPayment(outcome.payload);
    },
  };
}
