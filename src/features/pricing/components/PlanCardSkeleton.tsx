'use client';

import type { PricingClassNames } from '../pricing-styles';

/** A grey stand-in with a card's shape while the plans load; the grid announces the loading state. */
export function PlanCardSkeleton({ classNames }: { classNames: PricingClassNames['skeleton'] }) {
  return (
    <div className={classNames.card} aria-hidden="true">
      <div className={classNames.bar} style={{ width: '40%', height: '20px' }} />
      <div className={classNames.bar} style={{ width: '70%', height: '40px' }} />
      <div className={classNames.bar} style={{ width: '90%', height: '16px' }} />
      <div className={classNames.bar} style={{ width: '100%', height: '44px' }} />
      <div className={classNames.lines}>
        {[80, 65, 75, 55].map((width) => (
          <div key={width} className={classNames.bar} style={{ width: `${width}%`, height: '14px' }} />
        ))}
      </div>
    </div>
  );
}
