'use client';

import { useTabList } from '@/hooks/use-tab-list';
import type { ServiceType } from '../api';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { ServiceIcon } from './ServiceIcon';
import { serviceMenu as styles } from './ServiceMenu.styles';
import { PAYBILLS_TEXT } from '../strings';

export const tabId = (serviceType: ServiceType) => `service-tab-${serviceType.identifier}`;
export const PANEL_ID = 'service-panel';

type ServiceMenuProps = {
  labelledBy: string;
  query: string;
  onQuery: (query: string) => void;
  /** null while the list loads. */
  tabs: ServiceType[] | null;
  selectedId: number | null;
  /** `activated`: pressed (tap, click, Enter); `arrowed`: moved to with the arrow keys, Home or End. */
  onSelect: (serviceType: ServiceType, how: 'activated' | 'arrowed') => void;
};

const LOADING_TABS = 4;

export function ServiceMenu({ labelledBy, query, onQuery, tabs, selectedId, onSelect }: ServiceMenuProps) {
  const focusable = tabs?.some((serviceType) => serviceType.id === selectedId) ? selectedId : tabs?.[0]?.id;
  const { onKeyDown, tabRef } = useTabList(tabs?.length ?? 0, (index) => {
    const target = tabs?.[index];
    if (target) onSelect(target, 'arrowed');
  });

  let list;
  if (tabs === null)
    // Shaped like the tabs it waits for, so the form below does not move when they arrive.
    list = <LoadingPlaceholder label={PAYBILLS_TEXT.servicesLoading} count={LOADING_TABS} shape="tabs" />;
  else if (tabs.length === 0)
    list = (
      <p role="status" className={styles.empty}>
        {PAYBILLS_TEXT.noServiceMatch}
      </p>
    );
  else
    list = (
      <div role="tablist" aria-labelledby={labelledBy} aria-orientation="vertical" className={styles.list}>
        {tabs.map((serviceType, index) => {
          const selected = serviceType.id === selectedId;
          return (
            <button
              key={serviceType.id}
              ref={tabRef(index)}
              id={tabId(serviceType)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? PANEL_ID : undefined}
              tabIndex={serviceType.id === focusable ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(serviceType, 'activated')}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <ServiceIcon identifier={serviceType.identifier} />
              {serviceType.name}
            </button>
          );
        })}
      </div>
    );

  return (
    <div className={styles.menu}>
      <div className={styles.field}>
        <label htmlFor="service-search" className={styles.label}>
          {PAYBILLS_TEXT.searchLabel}
        </label>
        <input
          id="service-search"
          type="search"
          className={styles.search}
          placeholder={PAYBILLS_TEXT.searchPlaceholder}
          aria-describedby="service-search-hint"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={(event) => {
            const first = tabs?.[0];
            if (event.key !== 'Enter' || !first) return;
            event.preventDefault();
            onSelect(first, 'activated');
          }}
        />
        <p id="service-search-hint" className="visually-hidden">
          {PAYBILLS_TEXT.searchHint}
        </p>
      </div>
      {list}
    </div>
  );
}
