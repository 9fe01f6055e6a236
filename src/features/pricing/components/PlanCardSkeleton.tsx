'use client';

import { featureLines } from '../feature-lines';
import { transactionFeeSentence, type PlanCopy } from '../plan-copy';
import { planCard as card } from './PlanCard.styles';
import { planCardSkeleton as styles } from './PlanCardSkeleton.styles';

/** Placeholder text: the card's own words hidden behind grey bars, so it wraps, and the skeleton stands as tall, as a card does. */
function Bars({ text }: { text: string }) {
  return <span className={styles.text}>{text}</span>;
}

/** A grey stand-in with a card's rows while the plans load; the grid announces the loading state. */
export function PlanCardSkeleton({ copy }: { copy: PlanCopy }) {
  const everyPlansLines = featureLines({ jobBidLimit: 50, jobPostLimit: 30, features: [] }, copy);
  // A plan's own features are not known until the plans arrive: a typical plan has about as many again as the lines every plan shows.
  const lines = [...everyPlansLines, ...everyPlansLines, everyPlansLines[0]!];
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={card.header}>
        <Bars text={copy.subscribeLabel} />
      </div>
      <p className={card.price}>
        <span className={card.amount}>
          <Bars text={copy.negotiableLabel} />
        </span>
      </p>
      <p className={card.fee}>
        <Bars text={transactionFeeSentence(copy, 10)} />
      </p>
      <div className={styles.button} />
      <div className={card.list}>
        {lines.map((line, index) => (
          <p key={index} className={styles.line}>
            <Bars text={line} />
          </p>
        ))}
      </div>
    </div>
  );
}
