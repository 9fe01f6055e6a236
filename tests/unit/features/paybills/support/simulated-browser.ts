import { CookieJar, JSDOM } from 'jsdom';
import { vi } from 'vitest';
import { memoryStorage } from './browser';

/**
 * A browser with tabs, in one process, for driving the real pay-bills components and hooks: each tab a
 * document of its own (jsdom) with its own sessionStorage, history and address; the tabs share
 * localStorage (with `storage` events to the others), cookies, the connection and one clock. The page's
 * code reads `window`, `document`, `navigator`, `fetch` and the timers as globals: they are those of the
 * tab whose work is running (a click in it, a timer it set, an answer it is waiting for, an event sent to
 * it), so each tab behaves as if it ran alone. Time is virtual: it passes only when `advance` is called,
 * and timers fire in order whichever tab set them.
 *
 * Install it (installSimulatedBrowser) before React is imported: React reads the DOM globals at load.
 */

export const ORIGIN = 'http://www.helpa.test';

/** Real time with nothing happening before a task counts as done (a module loaded on demand takes a moment). */
const QUIET_MS = Number(process.env.SIMULATED_QUIET_MS) || 4;

type Timer = { id: number; at: number; tab: SimulatedTab | null; page: number; run: () => void; cleared: boolean };

/** What a tab's fetch hands to the network: the request, where it came from, and how to end it. */
export type Flight = {
  tab: SimulatedTab;
  request: Request;
  /** The request's body as the page sent it. */
  body: string | null;
  /** Settles the page's fetch with the server's answer, or with a network failure: a task of the tab, run with its globals like any other. */
  answer(response: Response): void;
  fail(): void;
  /** The page gave up (its timeout fired, or the tab closed): an answer would go nowhere. */
  abandoned: boolean;
};

/** Where a tab's requests go: the test's network, which decides when they reach the server and whether their answers come back. */
export type Network = (flight: Flight) => void;

/** An entry of a tab's history: its address and the state the page gave it. */
type Entry = { url: URL; state: unknown };

/** A tab's session history, as the History API and `location` show it to the page. */
class TabHistory {
  entries: Entry[];
  index = 0;

  constructor(
    url: string,
    private readonly onTraverse: (state: unknown) => void,
  ) {
    this.entries = [{ url: new URL(url, ORIGIN), state: null }];
  }

  get current(): Entry {
    const entry = this.entries[this.index];
    if (!entry) throw new Error('no history entry');
    return entry;
  }

  readonly api = {
    pushState: (state: unknown, _title: string, url?: string | URL | null) => {
      this.entries = [
        ...this.entries.slice(0, this.index + 1),
        { url: new URL(url ?? this.current.url, this.current.url), state: structuredClone(state) },
      ];
      this.index += 1;
    },
    replaceState: (state: unknown, _title: string, url?: string | URL | null) => {
      this.entries[this.index] = {
        url: new URL(url ?? this.current.url, this.current.url),
        state: structuredClone(state),
      };
    },
    back: () => this.go(-1),
    forward: () => this.go(1),
    go: (delta = 0) => this.go(delta),
    scrollRestoration: 'auto',
  };

  /** Back (-1) or Forward (1): false when there is no such entry; else `popstate` reaches the page as a task of its own. */
  go(delta: number): boolean {
    const target = this.index + delta;
    if (delta === 0 || target < 0 || target >= this.entries.length) return false;
    this.index = target;
    this.onTraverse(this.current.state);
    return true;
  }
}

/** One tab: its document, storage, history and the React root the test renders into. */
export class SimulatedTab {
  readonly dom: JSDOM;
  readonly history: TabHistory;
  readonly session: Storage;
  readonly container: HTMLElement;
  /** What the page's code sees as `window`. */
  readonly window: Window & typeof globalThis;
  open = true;
  /** Counts the page's loads: a reload leaves the last page's timers, tasks and answers behind. */
  page = 1;

  constructor(
    readonly browser: SimulatedBrowser,
    readonly name: string,
    url: string,
    session: Storage,
    history?: { entries: Entry[]; index: number },
  ) {
    this.dom = new JSDOM('<!doctype html><html lang="en"><body><div id="root"></div></body></html>', {
      url: ORIGIN + '/',
      cookieJar: browser.cookies,
      pretendToBeVisual: false,
    });
    const { window } = this.dom;
    // jsdom lays nothing out: what the page asks of layout is a no-op here.
    window.HTMLElement.prototype.scrollIntoView = () => {};
    this.session = session;
    this.history = new TabHistory(url, (state) =>
      browser.queue(this, () =>
        this.dom.window.dispatchEvent(new this.dom.window.PopStateEvent('popstate', { state })),
      ),
    );
    if (history) {
      this.history.entries = history.entries.map((entry) => ({
        url: new URL(entry.url),
        state: structuredClone(entry.state),
      }));
      this.history.index = history.index;
    }
    const container = window.document.getElementById('root');
    if (!container) throw new Error('no root');
    this.container = container;
    this.window = this.windowProxy();
  }

  /** The address the page shows now. */
  get url(): URL {
    return this.history.current.url;
  }

  private windowProxy(): Window & typeof globalThis {
    const { window } = this.dom;
    const url = () => this.history.current.url;
    const entry = () => this.history.current;
    const entries = () => this.history.entries;
    const location = {
      get href() {
        return url().href;
      },
      get search() {
        return url().search;
      },
      get pathname() {
        return url().pathname;
      },
      get hash() {
        return url().hash;
      },
      get origin() {
        return ORIGIN;
      },
    };
    const history = {
      ...this.history.api,
      get state(): unknown {
        return entry().state;
      },
      get length() {
        return entries().length;
      },
    };
    const own: Record<PropertyKey, unknown> = {
      localStorage: this.browser.localStorage,
      sessionStorage: this.session,
      location,
      history,
      navigator: this.browser.navigator,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => this.browser.fetch(this, input, init),
      setTimeout: (run: () => void, ms?: number) => this.browser.setTimer(this, run, ms),
      clearTimeout: (timer?: { id: number }) => this.browser.clearTimer(timer),
      scrollY: 0,
    };
    return new Proxy(window, {
      get(target, property) {
        if (property in own) return own[property];
        const value: unknown = Reflect.get(target, property);
        // Methods of the window itself (addEventListener, getComputedStyle...) run on the real one; constructors stay as they are.
        if (typeof value === 'function' && typeof property === 'string' && /^[a-z]/.test(property))
          return (value as (...args: unknown[]) => unknown).bind(target);
        return value;
      },
    }) as unknown as Window & typeof globalThis;
  }

  /** A new page in the tab: the same address, history and sessionStorage. */
  reload(): void {
    this.page += 1;
  }

  close(): void {
    this.open = false;
  }
}

/** A shared localStorage that tells the other open tabs of each change, as browsers do (a `storage` event, as a task of theirs). */
function sharedStorage(browser: SimulatedBrowser): Storage {
  const items = memoryStorage();
  const notify = (key: string | null, oldValue: string | null, newValue: string | null) => {
    const from = browser.current;
    for (const tab of browser.tabs) {
      if (tab === from || !tab.open) continue;
      browser.queue(tab, () => {
        const { window } = tab.dom;
        window.dispatchEvent(new window.StorageEvent('storage', { key, oldValue, newValue, url: tab.url.href }));
      });
    }
  };
  return {
    get length() {
      return items.length;
    },
    key: (index: number) => items.key(index),
    getItem: (key: string) => items.getItem(key),
    setItem(key: string, value: string) {
      const oldValue = items.getItem(key);
      items.setItem(key, value);
      if (oldValue !== String(value)) notify(key, oldValue, String(value));
    },
    removeItem(key: string) {
      const oldValue = items.getItem(key);
      items.removeItem(key);
      if (oldValue !== null) notify(key, oldValue, null);
    },
    clear() {
      items.clear();
      notify(null, null, null);
    },
  };
}

/** A macrotask of a tab's page: run when the browser runs that tab's work (`run`, `advance`). */
type Task = { tab: SimulatedTab; page: number; run: () => void };

export class SimulatedBrowser {
  readonly cookies = new CookieJar();
  readonly tabs: SimulatedTab[] = [];
  readonly localStorage: Storage;
  /** The tab whose work is running: what the globals are. */
  current: SimulatedTab | null = null;
  online = true;
  readonly navigator: Navigator;
  private readonly background: JSDOM;
  private readonly timers: Timer[] = [];
  private readonly tasks: Task[] = [];
  private nextTimerId = 1;
  private tabCount = 0;
  now: number;

  constructor(
    start: number,
    readonly network: Network,
  ) {
    this.now = start;
    this.localStorage = sharedStorage(this);
    this.background = new JSDOM('<!doctype html><html><body></body></html>', { url: ORIGIN + '/' });
    const base = this.background.window.navigator;
    const isOnline = () => this.online;
    this.navigator = new Proxy(base, {
      get(target, property) {
        if (property === 'onLine') return isOnline();
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  /** The globals the page's code sees now: the running tab's, or a blank document between tasks. */
  get window(): Window & typeof globalThis {
    return this.current?.window ?? (this.background.window as unknown as Window & typeof globalThis);
  }

  openTab(
    url: string,
    { session = memoryStorage(), history }: { session?: Storage; history?: { entries: Entry[]; index: number } } = {},
  ): SimulatedTab {
    this.tabCount += 1;
    const tab = new SimulatedTab(this, `tab ${this.tabCount}`, url, session, history);
    this.tabs.push(tab);
    this.watch(tab);
    return tab;
  }

  /** Runs `task` as work of `tab`, then everything it set off that is due now (its answers in flight excepted). */
  async run<T>(tab: SimulatedTab, task: () => T): Promise<T> {
    this.current = tab;
    const result = task();
    await this.settle();
    await this.runDue();
    return result;
  }

  /** Runs `task` in `tab` before the tab (or any other) has heard of what was queued for it: two payers acting at the same moment. */
  async runFirst<T>(tab: SimulatedTab, task: () => T): Promise<T> {
    this.current = tab;
    const result = task();
    await this.settle();
    return result;
  }

  queue(tab: SimulatedTab, run: () => void): void {
    this.tasks.push({ tab, page: tab.page, run });
  }

  setTimer(
    tab: SimulatedTab | null,
    run: () => void,
    ms = 0,
  ): { id: number; unref(): unknown; ref(): unknown; hasRef(): boolean } {
    const timer: Timer = {
      id: this.nextTimerId++,
      at: this.now + Math.max(0, ms),
      tab,
      page: tab?.page ?? 0,
      run,
      cleared: false,
    };
    this.timers.push(timer);
    const handle = {
      id: timer.id,
      unref: () => handle,
      ref: () => handle,
      hasRef: () => false,
      [Symbol.toPrimitive]: () => timer.id,
    };
    return handle;
  }

  clearTimer(handle?: { id: number } | number): void {
    const id = typeof handle === 'number' ? handle : handle?.id;
    const timer = this.timers.find((each) => each.id === id);
    if (timer) timer.cleared = true;
  }

  /** Work set off outside the tabs (the server answering a request): the browser waits for it before it calls a task done. */
  pending = 0;
  private changed = false;

  /**
   * Lets promises, React's scheduled work and what the test runner does in real time (loading a module
   * the page imports on demand) finish: everything the running task set off but its tab's timers and
   * tasks. Done once no tab's document has changed, and nothing was pending, for a few rounds and a few
   * milliseconds.
   */
  async settle(): Promise<void> {
    let quietSince = performance.now();
    let quiet = 0;
    for (let round = 0; round < 2000; round += 1) {
      this.changed = false;
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.changed || this.pending > 0) {
        quiet = 0;
        quietSince = performance.now();
      } else quiet += 1;
      if (quiet >= 30 && performance.now() - quietSince >= QUIET_MS) return;
    }
  }

  /** Tells `settle` of a change in a tab's document. */
  watch(tab: SimulatedTab): void {
    new tab.dom.window.MutationObserver(() => {
      this.changed = true;
    }).observe(tab.dom.window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  }

  /** Lets what is under way settle, then runs every queued task and every timer due now, each as work of its tab. */
  async runDue(): Promise<void> {
    await this.settle();
    for (;;) {
      const task = this.tasks.shift();
      if (task) {
        if (task.tab.open && task.tab.page === task.page) {
          this.current = task.tab;
          task.run();
          await this.settle();
        }
        continue;
      }
      const timer = this.nextTimer(this.now);
      if (!timer) return;
      await this.fire(timer);
    }
  }

  private nextTimer(until: number): Timer | undefined {
    // A closed tab's timers, and those of a page since reloaded, never fire.
    const live = this.timers.filter(
      (timer) => !timer.cleared && (timer.tab === null || (timer.tab.open && timer.tab.page === timer.page)),
    );
    this.timers.splice(0, this.timers.length, ...live);
    const due = live.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at || a.id - b.id);
    return due[0];
  }

  private async fire(timer: Timer): Promise<void> {
    timer.cleared = true;
    if (timer.at > this.now) this.setClock(timer.at);
    this.current = timer.tab;
    timer.run();
    await this.settle();
  }

  private setClock(now: number): void {
    this.now = now;
    vi.setSystemTime(now);
  }

  /** Lets `ms` pass: every timer due meanwhile fires in order, each in its tab, with what it sets off. */
  async advance(ms: number): Promise<void> {
    const until = this.now + ms;
    await this.runDue();
    for (let timer = this.nextTimer(until); timer; timer = this.nextTimer(until)) {
      await this.fire(timer);
      await this.runDue();
    }
    this.setClock(until);
    await this.runDue();
  }

  /** The connection goes or comes back: `online` / `offline` reach every open tab. */
  async setOnline(online: boolean): Promise<void> {
    if (this.online === online) return;
    this.online = online;
    for (const tab of this.tabs.filter((each) => each.open))
      this.queue(tab, () => tab.dom.window.dispatchEvent(new tab.dom.window.Event(online ? 'online' : 'offline')));
    await this.runDue();
  }

  fetch(tab: SimulatedTab, input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, ORIGIN);
    if (!this.online) return Promise.reject(new TypeError('Failed to fetch'));
    const headers = new Headers(init.headers);
    const cookie = this.cookies.getCookieStringSync(url.href, { http: true });
    if (cookie) headers.set('cookie', cookie);
    headers.set('origin', ORIGIN);
    headers.set('host', url.host);
    const request = new Request(url, { method: init.method ?? 'GET', headers, body: init.body ?? null });
    const page = tab.page;
    return new Promise<Response>((resolve, reject) => {
      const gone = () => !tab.open || tab.page !== page;
      const flight: Flight = {
        tab,
        request,
        body: typeof init.body === 'string' ? init.body : null,
        abandoned: false,
        answer: (response) => {
          for (const setCookie of response.headers.getSetCookie()) this.cookies.setCookieSync(setCookie, url.href);
          if (flight.abandoned || gone()) return;
          flight.abandoned = true;
          this.queue(tab, () => resolve(response));
        },
        fail: () => {
          if (flight.abandoned || gone()) return;
          flight.abandoned = true;
          this.queue(tab, () => reject(new TypeError('Failed to fetch')));
        },
      };
      const signal = init.signal;
      signal?.addEventListener('abort', () => {
        if (flight.abandoned) return;
        flight.abandoned = true;
        reject(
          signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'),
        );
      });
      this.network(flight);
    });
  }
}

const realSetTimeout = globalThis.setTimeout;

/** Waits `ms` of real time (modules the page loads on demand arrive in real time). */
export function realDelay(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

/** The window, document, navigator, fetch and timers the page's code reads, routed to the running tab of `browser` (set by `setActiveBrowser`). */
let active: SimulatedBrowser | null = null;

export function setActiveBrowser(browser: SimulatedBrowser | null): void {
  active = browser;
}

const idle = new JSDOM('<!doctype html><html><body></body></html>', { url: ORIGIN + '/' });

function runningWindow(): Window & typeof globalThis {
  return active?.window ?? (idle.window as unknown as Window & typeof globalThis);
}

/** Defines the DOM globals as getters over the running tab, and routes timers and `AbortSignal.timeout` through the browser's clock. */
export function installSimulatedBrowser(): void {
  const define = (name: string, get: () => unknown) =>
    Object.defineProperty(globalThis, name, { get, configurable: true });
  define('window', runningWindow);
  define('self', runningWindow);
  define('document', () => runningWindow().document);
  define('navigator', () => active?.navigator ?? idle.window.navigator);
  define('location', () => runningWindow().location);
  define('localStorage', () => runningWindow().localStorage);
  define('sessionStorage', () => runningWindow().sessionStorage);
  for (const name of [
    'HTMLElement',
    'HTMLInputElement',
    'Element',
    'Node',
    'Event',
    'KeyboardEvent',
    'MouseEvent',
    'FocusEvent',
    'InputEvent',
    'CustomEvent',
    'DocumentFragment',
    'Text',
    'getComputedStyle',
  ] as const)
    define(name, () => (runningWindow() as unknown as Record<string, unknown>)[name]);
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });

  const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  // The page's timers (and those of what it loads) on the virtual clock while a browser is in use; the test runner's own keep real time.
  const routed: Record<
    'setTimeout' | 'clearTimeout' | 'requestAnimationFrame' | 'cancelAnimationFrame' | 'fetch',
    unknown
  > = {
    requestAnimationFrame: (run: (time: number) => void) =>
      active?.setTimer(active.current, () => run(active?.now ?? 0), 16),
    cancelAnimationFrame: (handle?: { id: number }) => active?.clearTimer(handle),
    setTimeout: (run: () => void, ms?: number, ...args: unknown[]) =>
      active ? active.setTimer(active.current, () => run(...(args as [])), ms) : real.setTimeout(run, ms, ...args),
    clearTimeout: (handle?: { id: number }) =>
      active ? active.clearTimer(handle) : real.clearTimeout(handle as unknown as NodeJS.Timeout),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      if (!active) throw new Error('fetch without a simulated browser');
      return active.window.fetch(input, init);
    },
  };
  for (const name of [
    'setTimeout',
    'clearTimeout',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'fetch',
  ] as const) {
    // The runner swaps its own timers in and back around its calls: what it sets is kept until it puts ours back.
    let override: unknown = null;
    Object.defineProperty(globalThis, name, {
      get: () => override ?? routed[name],
      set: (value: unknown) => {
        override = value === routed[name] ? null : value;
      },
      configurable: true,
    });
  }
  const realTimeout = AbortSignal.timeout.bind(AbortSignal);
  AbortSignal.timeout = (ms: number) => {
    if (!active) return realTimeout(ms);
    const controller = new AbortController();
    active.setTimer(
      active.current,
      () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
      ms,
    );
    return controller.signal;
  };
}
