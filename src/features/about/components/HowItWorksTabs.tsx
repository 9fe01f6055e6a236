import { ContentImage } from '@/components/ui/ContentImage';
import type { AboutPage } from '@/lib/content';
import { TabList } from '@/components/ui/TabList';
import { howItWorksTabs as styles } from './HowItWorksTabs.styles';

const DEFAULT_HOW_IT_WORKS_TAB = 'service-provider';
const PANEL_PREFIX = 'how-';

export function HowItWorksTabs({ tabs }: { tabs: AboutPage['howItWorksTabs'] }) {
  if (tabs.length === 0) return null;
  return (
    <TabList
      look="pills"
      labelledBy="how-heading"
      hashPrefix={PANEL_PREFIX}
      defaultIndex={Math.max(
        0,
        tabs.findIndex((tab) => tab.key === DEFAULT_HOW_IT_WORKS_TAB),
      )}
      tabs={tabs.map((tab) => ({
        panelId: `${PANEL_PREFIX}${tab.key}`,
        label: tab.label,
        panel: (
          <div className={styles.panel}>
            <ContentImage image={tab.img} />
            <div>
              <h3>{tab.header}</h3>
              <p className={styles.lead}>{tab.headerdescription}</p>
              <ol className={styles.steps}>
                {tab.steps.map((step) => (
                  <li key={step.title}>
                    <h4>{step.title}</h4>
                    <p>{step.content}</p>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        ),
      }))}
    />
  );
}
