'use client';

import { button } from '@/components/ui/Button.styles';
import type { ServiceKind } from './order';
import type { SettledAway } from './settle-open-payments';
import { settledAwayText } from './settled-away-text';
import { PAYBILLS_TEXT } from '../strings';
import { form } from '../ui';
import { settledAwayList as styles } from './SettledAwayList.styles';

type SettledAwayListProps = {
  settled: SettledAway[];
  onOpen: (reference: string, service: ServiceKind | null) => void;
  onDismiss: () => void;
};

export function SettledAwayList({ settled, onOpen, onDismiss }: SettledAwayListProps) {
  return (
    <section aria-labelledby="settled-away-heading" className={styles.card}>
      <h3 id="settled-away-heading" className={styles.title}>
        {PAYBILLS_TEXT.settledAwayTitle}
      </h3>
      <ul className={styles.list}>
        {settled.map((item) => (
          <li key={item.reference} className={styles.item}>
            <p>{settledAwayText(item)}</p>
            {item.outcome === 'delivered' && (
              <button
                type="button"
                className={button.secondary}
                onClick={() => onOpen(item.reference, item.receipt.again.service)}
              >
                {PAYBILLS_TEXT.viewReceipt}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className={form.actionsRow}>
        <button type="button" className={button.ghost} onClick={onDismiss}>
          {PAYBILLS_TEXT.close}
        </button>
      </div>
    </section>
  );
}
