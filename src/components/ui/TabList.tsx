'use client';

import { useState, type ReactNode } from 'react';
import { useHashTarget } from '@/hooks/use-hash-target';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTabList } from '@/hooks/use-tab-list';
import { tabList as styles } from './TabList.styles';

type Tab = {
  panelId: string;
  label: string;
  panel: ReactNode;
};

type TabListProps = {
  tabs: readonly Tab[];
  defaultIndex: number;
  labelledBy: string;
  hashPrefix: string;
  look: 'pills' | 'cards';
  className?: string;
};

function tabFromAddress(tabs: readonly Tab[]): number | null {
  if (typeof window === 'undefined') return null;
  const index = tabs.findIndex((tab) => `#${tab.panelId}` === decodeURIComponent(window.location.hash));
  return index >= 0 ? index : null;
}

/**
 * Without JavaScript each tab is a link to its panel and CSS shows the `:target` panel, else the default. Once hydrated
 * they become a WAI-ARIA tab list with automatic activation on the panel that was showing.
 */
export function TabList({ tabs, defaultIndex, labelledBy, hashPrefix, look, className }: TabListProps) {
  const enhanced = useHydrated();
  // Read during hydration, which renders nothing from it: the first enhanced render shows the panel CSS was showing.
  const [selected, setSelected] = useState(() => tabFromAddress(tabs) ?? defaultIndex);
  const { onKeyDown, tabRef } = useTabList(tabs.length, setSelected);
  useHashTarget(hashPrefix, () => {
    const index = tabFromAddress(tabs);
    if (index !== null) setSelected(index);
  });
  const tabId = (tab: Tab) => `${tab.panelId}-tab`;

  return (
    <div className={className} data-tabs="" data-enhanced={enhanced || undefined}>
      <div
        className={styles[`${look}List`]}
        role={enhanced ? 'tablist' : undefined}
        aria-orientation={enhanced && look === 'cards' ? 'vertical' : undefined}
        aria-labelledby={enhanced ? labelledBy : undefined}
      >
        {tabs.map((tab, index) => (
          <a
            key={tab.panelId}
            ref={tabRef(index)}
            id={tabId(tab)}
            href={`#${tab.panelId}`}
            className={styles[look]}
            data-default={index === defaultIndex || undefined}
            role={enhanced ? 'tab' : undefined}
            aria-selected={enhanced ? index === selected : undefined}
            aria-controls={enhanced ? tab.panelId : undefined}
            tabIndex={enhanced ? (index === selected ? 0 : -1) : undefined}
            onClick={(event) => {
              if (!enhanced) return;
              event.preventDefault();
              setSelected(index);
            }}
            onKeyDown={(event) => {
              if (enhanced) onKeyDown(event, index);
            }}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.panelId}
          id={tab.panelId}
          className={styles.panel}
          data-panel=""
          data-default={index === defaultIndex || undefined}
          data-selected={(enhanced && index === selected) || undefined}
          role={enhanced ? 'tabpanel' : undefined}
          aria-labelledby={enhanced ? tabId(tab) : undefined}
          hidden={enhanced && index !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
