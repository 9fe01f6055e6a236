'use client';

import { planCardSkeleton as styles } from './PlanCardSkeleton.styles';

/** A grey stand-in with a card's shape while the plans load; the grid announces the loading state. */
export function PlanCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.bar} style={{ width: '40%', height: '20px' }} />
      <div className={styles.bar} style={{ width: '70%', height: '40px' }} />
      <div className={styles.bar} style={{ width: '90%', height: '16px' }} />
      <div className={styles.bar} style={{ width: '100%', height: '44px' }} />
      <div className={styles.lines}>
        {[80, 65, 75, 55].map((width) => (
          <div key={width} className={styles.bar} style={{ width: `${width}%`, height: '14px' }} />
        ))}
      </div>
    </div>
  );
}
