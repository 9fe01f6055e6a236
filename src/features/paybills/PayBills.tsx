'use client';

import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/bills/browser/client';
import { nextTask } from '@/lib/next-task';
import { changeAddress, readAddressParam, useAddressParam } from './address';
import type { ServiceKind, SettledAway } from './payment';
import { ReceiptEmailsContext } from './receipt-emails';
import type { ServiceType } from './api';
import {
  loadServicePanel,
  LoadingPlaceholder,
  PANEL_ID,
  searchServiceTypes,
  selectedServiceType,
  SERVICE_IDENTIFIERS,
  ServiceMenu,
  tabId,
  useServiceList,
} from './services';
import { PAYBILLS_TEXT } from './strings';
import { button } from '@/components/ui/Button.styles';
import './lazy-panels.folder-styles';
import { payBills as styles } from './PayBills.styles';

const PANEL_TITLE_ID = 'service-panel-title';

// Needed only once the services have arrived: they load after the page.
const loadYourPayments = () => import('./YourPayments').then((module) => ({ default: module.YourPayments }));
const ServicePanel = lazy(loadServicePanel);
const ReceiptPanel = lazy(() => import('./ReceiptPanel').then((module) => ({ default: module.ReceiptPanel })));
const YourPayments = lazy(loadYourPayments);

/** On a phone: `tapped` scrolls to the panel and focuses its heading, `again` always scrolls, `linked` scrolls unless the visitor has, focus staying put. */
type Reveal = 'tapped' | 'again' | 'linked';

type PayBillsProps = {
  menuTitle: string;
  menuSubtitle: string;
  /** The server relays to its sandbox (no bills API configured): say so, nothing here is real. */
  sandbox: boolean;
  emailsReceipts: boolean;
};

export function PayBills({ menuTitle, menuSubtitle, sandbox, emailsReceipts }: PayBillsProps) {
  const serviceTypes = useServiceList();
  // Deferred: the menu and the chosen form (a long task on a phone) render in a transition a tap can interrupt.
  const arrived = useDeferredValue(serviceTypes.data);
  const [query, setQuery] = useState('');
  const all = arrived ?? [];
  const tabs = searchServiceTypes(all, query);
  const wanted = useAddressParam('service');
  const reference = useAddressParam('receipt');
  const named = all.find((serviceType) => serviceType.identifier === wanted);
  // The chosen service's form, whatever the search shows; an open receipt takes its place, headed by its service if named.
  const selected = reference ? null : (named ?? selectedServiceType(all, null));
  const shown = reference ? named : selected;
  const servicesLoaded = arrived !== undefined;
  const failed = serviceTypes.error !== undefined;
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const reveal = useRef<Reveal | null>(null);
  // Bumped by Buy again: the panel's form starts afresh from the draft it wrote.
  const [panelStart, setPanelStart] = useState(0);
  // The same reference found again: its outcome is shown, and focused, afresh.
  const [lookups, setLookups] = useState(0);
  const [away, setAway] = useState<SettledAway[]>([]);

  // The forms' scripts load in a task of their own while the services are on their way, not once they render them.
  useEffect(() => {
    if (readAddressParam('service') && !readAddressParam('receipt')) reveal.current = 'linked';
    void nextTask()
      .then(() => Promise.all([loadServicePanel(), loadYourPayments()]))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    const heading = panelTitle.current;
    const how = reveal.current;
    if (!how || !heading || !selected) return;
    reveal.current = null;
    // Below the menu (phones), where the chosen form would start out of sight.
    const tab = document.getElementById(tabId(selected));
    const below = tab !== null && heading.getBoundingClientRect().top >= tab.getBoundingClientRect().bottom;
    if (how === 'linked') {
      if (below && window.scrollY === 0) heading.scrollIntoView({ block: 'start' });
      return;
    }
    if (how === 'tapped' && !below) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [selected, panelStart]);

  function select(serviceType: ServiceType, how: 'activated' | 'arrowed') {
    reveal.current = how === 'activated' ? 'tapped' : null;
    changeAddress({ service: serviceType.identifier, step: null, receipt: null }, reference ? 'push' : 'replace');
  }

  function buyAgain(service: ServiceKind) {
    reveal.current = 'again';
    setPanelStart((start) => start + 1);
    changeAddress({ service: SERVICE_IDENTIFIERS[service], step: null, receipt: null }, 'push');
  }

  function open(opened: string, service: ServiceKind | null) {
    if (opened === reference) setLookups((count) => count + 1);
    changeAddress({ receipt: opened, step: null, service: service && SERVICE_IDENTIFIERS[service] }, 'push');
  }

  /** The newest payment that went through while the payer was away opens its receipt, saying so. */
  function settledAway(settled: SettledAway[]) {
    setAway(settled);
    const delivered = settled.find((item) => item.outcome === 'delivered');
    if (delivered && delivered.reference !== reference) open(delivered.reference, delivered.receipt.again.service);
  }

  const formPlaceholder = <LoadingPlaceholder label={PAYBILLS_TEXT.formLoading} count={3} shape="form" />;

  return (
    <ReceiptEmailsContext value={emailsReceipts}>
      <div className={styles.layout}>
        <div className={styles.menuCard}>
          <div className={styles.menuHeader}>
            <h2 id="service-menu-title" className={styles.menuTitle}>
              {menuTitle}
            </h2>
            <p className={styles.menuSubtitle}>{menuSubtitle}</p>
          </div>
          {!failed && (
            <ServiceMenu
              labelledBy="service-menu-title"
              query={query}
              onQuery={setQuery}
              tabs={arrived ? tabs : null}
              selectedId={shown?.id ?? null}
              onSelect={select}
            />
          )}
        </div>
        <div
          className={styles.panelCard}
          id={PANEL_ID}
          {...(shown ? { role: 'tabpanel', 'aria-labelledby': PANEL_TITLE_ID } : {})}
        >
          {sandbox && (
            <p className={styles.sandboxNote}>
              <strong>{PAYBILLS_TEXT.sandboxNotice}</strong> {PAYBILLS_TEXT.sandboxNoticeDetail}
            </p>
          )}
          <noscript>
            <p className={styles.noScript}>{PAYBILLS_TEXT.needsJavaScript}</p>
          </noscript>
          {failed && (
            <>
              <p role="alert" className={styles.loadError}>
                {errorMessage(serviceTypes.error)}
              </p>
              <div>
                <button type="button" className={button.primary} onClick={serviceTypes.retry}>
                  {PAYBILLS_TEXT.tryAgain}
                </button>
              </div>
            </>
          )}
          {(reference || selected) && (
            <h2 id={PANEL_TITLE_ID} ref={panelTitle} tabIndex={-1} className={styles.panelTitle}>
              {shown?.name ?? PAYBILLS_TEXT.yourPayments}
            </h2>
          )}
          {reference && (
            <Suspense fallback={formPlaceholder}>
              <ReceiptPanel
                key={`${reference}-${lookups}`}
                reference={reference}
                settledAway={away.find((item) => item.reference === reference) ?? null}
                onClose={() => changeAddress({ receipt: null }, 'push')}
              />
            </Suspense>
          )}
          {selected && (
            <Suspense fallback={formPlaceholder}>
              <ServicePanel key={`${selected.id}-${panelStart}`} serviceType={selected} />
            </Suspense>
          )}
        </div>
        {servicesLoaded && (
          <aside className={styles.paymentsCard} aria-label={PAYBILLS_TEXT.yourPayments}>
            <Suspense fallback={null}>
              <YourPayments onOpen={open} onBuyAgain={buyAgain} onSettledAway={settledAway} />
            </Suspense>
          </aside>
        )}
        {!servicesLoaded && !failed && <div className={styles.paymentsPlaceholder} aria-hidden="true" />}
      </div>
    </ReceiptEmailsContext>
  );
}
