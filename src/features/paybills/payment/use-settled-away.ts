import { useEffect, useState } from 'react';
import { payBill, requeryPayment } from '../api';
import { useHasOpenPayments } from './outcomes';
import { requeryDelay } from './send';
import { type SettledAway, settleOpenPayments } from './settle-open-payments';
import { useOnline } from './use-online';

const API = { pay: payBill, requery: requeryPayment };

/** At once on each visit and when the connection returns, then with backoff while any is open; newest first. */
export function useSettledAway(): { settled: SettledAway[]; dismiss: () => void } {
  const hasOpen = useHasOpenPayments();
  const [settled, setSettled] = useState<SettledAway[]>([]);
  const [round, setRound] = useState(0);
  const online = useOnline(() => setRound(0));

  useEffect(() => {
    if (!hasOpen || !online) return;
    const timer = setTimeout(
      () => {
        void settleOpenPayments(API).then((found) => {
          if (found.length > 0) setSettled((current) => [...found, ...current]);
          setRound((count) => count + 1);
        });
      },
      round === 0 ? 0 : requeryDelay(round),
    );
    return () => clearTimeout(timer);
  }, [hasOpen, online, round]);

  return { settled, dismiss: () => setSettled([]) };
}
