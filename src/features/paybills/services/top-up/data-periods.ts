import { PAYBILLS_TEXT } from '../../strings';

export type Period = (typeof PAYBILLS_TEXT.periods)[number];

const BY_DAYS: Readonly<Record<number, Period>> = { 1: 'Daily', 7: 'Weekly', 30: 'Monthly', 365: 'Yearly' };

/** The spec's period a data plan belongs to, read from its name ("1 GB - 7 days" is Weekly); anything else is Others. */
export function periodOf(planName: string): Period {
  const days = /(\d+)\s*days?\b/i.exec(planName)?.[1];
  return (days && BY_DAYS[Number(days)]) || 'Others';
}
