import { useCallback, useEffect, useReducer, useRef } from 'react';
import useSWRMutation from 'swr/mutation';
import { BillsApiError, errorMessage } from '@/lib/bills-api/client';
import { BILLS_PATHS } from '@/lib/bills-api/contract';
import { changeAddress } from './address';
import { type Payment, payBill, type PayRequest, requeryPayment } from './api';
import { keepReceipt } from './kept-receipts';
import { type Attempt, awaitsStatus, initialPaymentState, type Order, paymentReducer, requeryDelay } from './payment-flow';
import { makeRequestId } from './request-id';

const STORAGE_PREFIX = 'helpa.paybills.attempt.';

function loadAttempt(key: string): Attempt | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Attempt>;
    return typeof value.requestId === 'string' && value.order && typeof value.order === 'object' ? (value as Attempt) : null;
  } catch {
    return null;
  }
}

function saveAttempt(key: string, attempt: Attempt | null) {
  try {
    if (attempt) sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(attempt));
    else sessionStorage.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Private mode without storage: the attempt still holds for this page's life.
  }
}

/**
 * The shared payment path of every service. `key` names the service's attempt in sessionStorage, so a
 * reload while a payment is pending (or its answer was lost) resumes by requery instead of paying again.
 * A pending or delivered payment's receipt is kept on the device (kept-receipts.ts); a delivered one
 * opens it, in a history entry of its own, and `onDelivered` lets the form forget what was typed.
 */
export function usePayment(key: string, { onDelivered }: { onDelivered?: () => void } = {}) {
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const { trigger } = useSWRMutation(BILLS_PATHS.pay, (_path: string, { arg }: { arg: PayRequest }) => payBill(arg));
  const busy = useRef(false);

  const answered = useCallback(
    (attempt: Attempt, payment: Payment) => {
      if (payment.requestId !== attempt.requestId) return;
      keepReceipt(attempt.order.rows, payment);
      if (payment.status === 'delivered') {
        saveAttempt(key, null);
        onDelivered?.();
        changeAddress({ receipt: payment.requestId, step: null }, 'push');
      }
      dispatch({ type: 'answered', payment });
    },
    [key, onDelivered],
  );

  useEffect(() => {
    const saved = loadAttempt(key);
    if (saved) dispatch({ type: 'resumed', attempt: saved });
  }, [key]);

  useEffect(() => {
    if (state.phase === 'failed') saveAttempt(key, null);
  }, [key, state.phase]);

  const send = useCallback(
    async (attempt: Attempt) => {
      busy.current = true;
      saveAttempt(key, attempt);
      dispatch({ type: 'payStarted', attempt });
      try {
        answered(attempt, await trigger({ ...attempt.order.request, requestId: attempt.requestId }));
      } catch (error) {
        if (error instanceof BillsApiError && error.status >= 400 && error.status < 500) {
          saveAttempt(key, null);
          dispatch({ type: 'refused', message: errorMessage(error) });
        } else {
          dispatch({ type: 'lost', message: errorMessage(error) });
        }
      } finally {
        busy.current = false;
      }
    },
    [key, trigger, answered],
  );

  const attempt = state.attempt;
  const check = useCallback(async () => {
    if (!attempt || busy.current) return;
    busy.current = true;
    dispatch({ type: 'checkStarted' });
    let arrived = true;
    try {
      const payment = await requeryPayment(attempt.requestId);
      if (payment) answered(attempt, payment);
      else arrived = false;
    } catch (error) {
      dispatch({ type: 'lost', message: errorMessage(error) });
    } finally {
      busy.current = false;
    }
    // The first request never reached the service: send it again with the same request id, which
    // the service answers at most once.
    if (!arrived) await send(attempt);
  }, [attempt, send, answered]);

  const { phase, checks, checking } = state;
  useEffect(() => {
    if (!awaitsStatus(phase) || checking) return;
    const timer = setTimeout(() => void check(), phase === 'unknown' && checks === 0 ? 0 : requeryDelay(checks));
    return () => clearTimeout(timer);
  }, [phase, checks, checking, check]);

  const pay = useCallback(
    (order: Order) => {
      if (busy.current) return;
      void send({ requestId: makeRequestId(), order });
    },
    [send],
  );

  const tryAgain = useCallback(() => {
    if (busy.current || !attempt) return;
    void send({ requestId: makeRequestId(), order: attempt.order });
  }, [attempt, send]);

  const reset = useCallback(() => {
    saveAttempt(key, null);
    dispatch({ type: 'reset' });
  }, [key]);

  return { state, pay, checkStatus: () => void check(), tryAgain, reset };
}

export type PaymentController = ReturnType<typeof usePayment>;
