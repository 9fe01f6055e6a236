import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from './use-online';
import { payBill, requeryPayment } from '../api';
import type { Order } from './order';
import { successorOf, useOrderOutcome } from './outcomes';
import {
  checkPayment,
  isFrozen,
  type PaymentPhase,
  paymentPhase,
  requeryDelay,
  retryPayment,
  sendPayment,
  type Settled,
} from './send';
import { makeRequestId } from './request-id';
import { followHere } from './settle-open-payments';

const API = { pay: payBill, requery: requeryPayment };

/** Nothing was charged; a changed price is the order's, kept for every tab and across reloads. */
export type PaymentProblem = { message: string; priceChanged: boolean };

type Local = { orderId: string | null; checks: number; problem: PaymentProblem | null; waiting: boolean };

/** An open answer is checked again with backoff, at once when the connection returns. */
export function useOrderPayment(order: Order | null, onDelivered: (reference: string, paidHere: boolean) => void) {
  const outcome = useOrderOutcome(order?.id ?? null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const orderId = order?.id ?? null;
  const [local, setLocal] = useState<Local>({ orderId, checks: 0, problem: null, waiting: false });
  if (local.orderId !== orderId) setLocal({ orderId, checks: 0, problem: null, waiting: false });
  const online = useOnline(() => setLocal((current) => ({ ...current, checks: 0 })));
  const busy = useRef(false);
  const paidHere = useRef(false);
  useEffect(() => (orderId ? followHere(orderId) : undefined), [orderId]);
  const phase: PaymentPhase = order ? paymentPhase(outcome, sending, local.waiting) : 'ready';

  const run = useCallback(async (action: () => Promise<Settled>, checkOnly: boolean) => {
    if (busy.current) return;
    busy.current = true;
    (checkOnly ? setChecking : setSending)(true);
    if (!checkOnly) setLocal((current) => ({ ...current, problem: null }));
    try {
      const settled = await action();
      const problem =
        settled.kind === 'refused' && !settled.priceChanged ? { message: settled.message, priceChanged: false } : null;
      setLocal((current) => ({ ...current, problem, checks: checkOnly ? current.checks + 1 : current.checks }));
    } finally {
      busy.current = false;
      (checkOnly ? setChecking : setSending)(false);
    }
  }, []);

  const { checks } = local;
  const awaitsAnswer = phase === 'unknown' || phase === 'pending';
  const lostHere = outcome?.status === 'unknown';
  useEffect(() => {
    if (!order || !awaitsAnswer || checking || !online) return;
    const timer = setTimeout(
      () => void run(() => checkPayment(order, API), true),
      lostHere && checks === 0 ? 0 : requeryDelay(checks),
    );
    return () => clearTimeout(timer);
  }, [order, awaitsAnswer, lostHere, checking, checks, online, run]);

  // Pressed offline: nothing left this tab; it is sent once the connection returns, if this tab is still open.
  const { waiting } = local;
  useEffect(() => {
    if (!order || !waiting) return;
    const held = order;
    function send() {
      setLocal((current) => ({ ...current, waiting: false }));
      void run(() => sendPayment(held, API), false);
    }
    window.addEventListener('online', send, { once: true });
    return () => window.removeEventListener('online', send);
  }, [order, waiting, run]);

  const deliveredAs = outcome?.status === 'delivered' ? outcome.requestId : null;
  useEffect(() => {
    if (order && deliveredAs) onDelivered(deliveredAs, paidHere.current);
  }, [order, deliveredAs, onDelivered]);

  const pay = useCallback(() => {
    if (!order) return;
    paidHere.current = true;
    if (!navigator.onLine) setLocal((current) => ({ ...current, waiting: true, problem: null }));
    else void run(() => sendPayment(order, API), false);
  }, [order, run]);

  const cancelWaiting = useCallback(() => setLocal((current) => ({ ...current, waiting: false })), []);

  const failedAs = outcome?.status === 'failed' ? outcome.requestId : null;
  const tryAgain = useCallback(() => {
    if (!order || !failedAs) return;
    paidHere.current = true;
    void run(() => retryPayment(order, API, failedAs, makeRequestId()), false);
  }, [order, failedAs, run]);

  const checkStatus = useCallback(() => {
    if (order) void run(() => checkPayment(order, API), true);
  }, [order, run]);

  /** The same in every tab that holds the order. */
  const requoteId = useCallback(() => (order ? successorOf(order.id, makeRequestId()) : makeRequestId()), [order]);

  const problem =
    outcome?.status === 'repriced' ? { message: outcome.reason ?? '', priceChanged: true } : local.problem;
  return {
    phase,
    frozen: isFrozen(phase),
    checking,
    problem,
    reason: outcome?.reason ?? null,
    supportReference: outcome?.supportReference ?? null,
    pay,
    cancelWaiting,
    tryAgain,
    checkStatus,
    requoteId,
  };
}

export type OrderPayment = ReturnType<typeof useOrderPayment>;
