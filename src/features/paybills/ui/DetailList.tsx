import { Fragment, type ReactNode } from 'react';
import { isNairaText } from '@/lib/money';
import { PAYBILLS_TEXT } from '../strings';
import { detailList as styles } from './DetailList.styles';

const GROUPED_ROWS: ReadonlySet<string> = new Set([PAYBILLS_TEXT.reference, PAYBILLS_TEXT.transactionId]);

/** Wraps between groups of four only, read and copied as one string. */
function GroupedValue({ value }: { value: string }) {
  return (value.match(/.{1,4}/g) ?? []).map((group, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {group}
    </Fragment>
  ));
}

export function Detail({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  const grouped = typeof value === 'string' && GROUPED_ROWS.has(label);
  const amount = typeof value === 'string' && isNairaText(value);
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={grouped ? styles.grouped : amount ? styles.amount : undefined}>
        {grouped ? <GroupedValue value={value} /> : value}
      </dd>
    </div>
  );
}

export function DetailList({
  rows,
  children,
}: {
  rows: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  children?: ReactNode;
}) {
  return (
    <dl className={styles.list}>
      {rows.map(([label, value]) => (
        <Detail key={label} label={label} value={value} />
      ))}
      {children}
    </dl>
  );
}
