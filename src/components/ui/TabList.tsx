'use client';

import { useTabList } from '@/hooks/use-tab-list';
import { tabList as styles } from './TabList.styles';

type TabListProps = {
  /** Each tab's element id (its panel names it in `aria-labelledby`) and label. */
  tabs: ReadonlyArray<{ id: string; label: string }>;
  selected: number;
  onSelect: (index: number) => void;
  panelId: string;
  labelledBy: string;
  /** Pills in a centred row, or cards stacked in a column. */
  look: 'pills' | 'cards';
};

/** A WAI-ARIA tab list with automatic activation: the tabs, their keys and which one is selected. */
export function TabList({ tabs, selected, onSelect, panelId, labelledBy, look }: TabListProps) {
  const { onKeyDown, tabRef } = useTabList(tabs.length, onSelect);
  return (
    <div className={styles[`${look}List`]} role="tablist" aria-orientation={look === 'cards' ? 'vertical' : undefined} aria-labelledby={labelledBy}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={tabRef(index)}
          id={tab.id}
          type="button"
          role="tab"
          className={styles[look]}
          aria-selected={index === selected}
          aria-controls={panelId}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
