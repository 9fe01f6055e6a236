'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '@/lib/bills-api/client';
import { useServiceTypes } from '@/features/paybills/api';
import type { PayBillsClassNames } from '@/features/paybills/paybills-styles';
import { filterServiceTypes, selectedServiceType } from '@/features/paybills/service-types';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { PANEL_ID, ServiceMenu, tabId } from './ServiceMenu';

// The forms (electricity steps, top-ups, TV, the receipt) are needed only once a service is chosen:
// they load after the page, while the visitor reads the menu.
const loadServicePanel = () => import('./ServicePanel').then((module) => ({ default: module.ServicePanel }));
const ServicePanel = lazy(loadServicePanel);

const noSubscription = () => () => undefined;
const serviceInAddress = () => new URLSearchParams(window.location.search).get('service');

/** The pay-bills module: the service menu on the left (above on phones) and the chosen service's form. */
type PayBillsProps = {
  menuTitle: string;
  menuSubtitle: string;
  /** The server relays to its sandbox (no bills API configured): say so, nothing here is real. */
  sandbox: boolean;
  /** Styled on the server (paybills-styles.ts). */
  classNames: PayBillsClassNames;
};

export function PayBills({ menuTitle, menuSubtitle, sandbox, classNames: allClassNames }: PayBillsProps) {
  const classNames = allClassNames.payBills;
  const serviceTypes = useServiceTypes();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const all = serviceTypes.data ?? [];
  const tabs = filterServiceTypes(all, query);
  // /paybills?service=<identifier> (the home banner's links) opens that service until the visitor picks another.
  // Read as an external store: React reads it again once the router has updated the address after a
  // client-side navigation, and the server (which renders no tabs before the list arrives) reads none.
  const wanted = useSyncExternalStore(noSubscription, serviceInAddress, () => null);
  const fromUrl = selectedId === null ? all.find((serviceType) => serviceType.identifier === wanted) : undefined;
  const chosen = fromUrl ?? selectedServiceType(all, selectedId);
  // A search that hides the selected tab hides its panel too.
  const selected = chosen && tabs.includes(chosen) ? chosen : null;
  const panelName = selected && { 'aria-labelledby': tabId(selected) };
  const servicesLoaded = serviceTypes.data !== undefined;
  useEffect(() => {
    if (servicesLoaded) void loadServicePanel();
  }, [servicesLoaded]);

  return (
    <div className={classNames.layout}>
      <div className={classNames.menuCard}>
        <div className={classNames.menuHeader}>
          <h2 id="service-menu-title" className={classNames.menuTitle}>
            {menuTitle}
          </h2>
          <p className={classNames.menuSubtitle}>{menuSubtitle}</p>
        </div>
        {!serviceTypes.error && (
          <ServiceMenu
            labelledBy="service-menu-title"
            query={query}
            onQuery={setQuery}
            tabs={serviceTypes.data ? tabs : null}
            selectedId={selected?.id ?? null}
            onSelect={(serviceType) => setSelectedId(serviceType.id)}
            classNames={allClassNames.menu}
          />
        )}
      </div>
      <div className={classNames.panelCard} id={PANEL_ID} {...(selected ? { role: 'tabpanel', ...panelName } : {})}>
        {sandbox && (
          <p className={classNames.sandboxNote}>
            <strong>{PAYBILLS_TEXT.sandboxNotice}</strong> {PAYBILLS_TEXT.sandboxNoticeDetail}
          </p>
        )}
        {serviceTypes.error && (
          <>
            <p role="alert" className={classNames.loadError}>
              {errorMessage(serviceTypes.error)}
            </p>
            <div>
              <button type="button" className={classNames.retry} onClick={() => void serviceTypes.mutate()}>
                {PAYBILLS_TEXT.tryAgain}
              </button>
            </div>
          </>
        )}
        {selected && (
          <>
            <h2 className={classNames.panelTitle}>{selected.name}</h2>
            <Suspense fallback={<LoadingPlaceholder label={PAYBILLS_TEXT.formLoading} count={3} className={classNames.formPlaceholder} shapeClassName={classNames.placeholderBar} />}>
              <ServicePanel key={selected.id} serviceType={selected} classNames={allClassNames} />
            </Suspense>
          </>
        )}
      </div>
    </div>
  );
}
