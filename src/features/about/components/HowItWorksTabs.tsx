'use client';

import { useState } from 'react';
import { ContentImage } from '@/components/ui/ContentImage';
import type { AboutPage } from '@/lib/content';
import { TabList } from '@/components/ui/TabList';
import { howItWorksTabs as styles } from './HowItWorksTabs.styles';

const DEFAULT_HOW_IT_WORKS_TAB = 'service-provider';

/** "How it works" for each audience: a tab list, default service-provider, with four steps per tab. */
export function HowItWorksTabs({ tabs }: { tabs: AboutPage['howItWorksTabs'] }) {
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((t) => t.key === DEFAULT_HOW_IT_WORKS_TAB),
    ),
  );
  const active = tabs[selected];
  if (!active) return null;

  return (
    <>
      <TabList tabs={tabs.map((tab) => ({ id: `how-tab-${tab.key}`, label: tab.label }))} selected={selected} onSelect={setSelected} panelId="how-panel" labelledBy="how-heading" look="pills" />
      <div className={styles.panel} role="tabpanel" id="how-panel" aria-labelledby={`how-tab-${active.key}`}>
        <ContentImage image={active.img} />
        <div>
          <h3>{active.header}</h3>
          <p className={styles.lead}>{active.headerdescription}</p>
          <ol className={styles.steps}>
            {active.steps.map((step) => (
              <li key={step.title}>
                <h4>{step.title}</h4>
                <p>{step.content}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}
