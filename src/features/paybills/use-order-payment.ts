import { useCallback, useEffect, useRef, useState } from 'react';
import { changeAddress } from './address';
import { payBill, requeryPayment } from './api';
import { forgetDraft } from './drafts';
import type { Order, ServiceKind } from './order';
import { useOrderOutcome } from './order-outcomes';
import { checkPayment, type PaymentPhase, paymentPhase, retryPayment, sendPayment, type Settled } from './order-payment';
import { requeryDelay } from './payment-flow';
import { makeRequestId } from './request-id';

const API = { pay: payBill, requery: requeryPayment };

/** A refusal to show next to Make Payment (nothing was charged). */
export type PaymentProblem = { message: string; priceChanged: boolean };

/** The order's payment as this tab shows it; an open answer is checked again with backoff. */
export function useOrderPayment(order: Order | null, onDelivered: (reference: string, paidHere: boolean) => void) {
  const outcome = useOrderOutcome(order?.id ?? null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  // What this tab learnt about the order it holds now; another order starts afresh.
  const orderId = order?.id ?? null;
  const [local, setLocal] = useState<{ orderId: string | null; checks: number; problem: PaymentProblem | null }>({ orderId, checks: 0, problem: null });
  if (local.orderId !== orderId) setLocal({ orderId, checks: 0, problem: null });
  const busy = useRef(false);
  const paidHere = useRef(false);
  const phase: PaymentPhase = order ? paymentPhase(outcome, sending) : 'ready';

  const run = useCallback(async (action: () => Promise<Settled>, checkOnly: boolean) => {
    if (busy.current) return;
    busy.current = true;
    (checkOnly ? setChecking : setSending)(true);
    if (!checkOnly) setLocal((current) => ({ ...current, problem: null }));
    try {
      const settled = await action();
      const problem = settled.kind === 'refused' ? { message: settled.message, priceChanged: settled.priceChanged } : null;
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
    if (!order || !awaitsAnswer || checking) return;
    const timer = setTimeout(() => void run(() => checkPayment(order, API), true), lostHere && checks === 0 ? 0 : requeryDelay(checks));
    return () => clearTimeout(timer);
  }, [order, awaitsAnswer, lostHere, checking, checks, run]);

  const deliveredAs = outcome?.status === 'delivered' ? outcome.requestId : null;
  useEffect(() => {
    if (order && deliveredAs) onDelivered(deliveredAs, paidHere.current);
  }, [order, deliveredAs, onDelivered]);

  const pay = useCallback(() => {
    if (!order) return;
    paidHere.current = true;
    void run(() => sendPayment(order, API), false);
  }, [order, run]);

  const failedAs = outcome?.status === 'failed' ? outcome.requestId : null;
  const tryAgain = useCallback(() => {
    if (!order || !failedAs) return;
    paidHere.current = true;
    void run(() => retryPayment(order, API, failedAs, makeRequestId()), false);
  }, [order, failedAs, run]);

  const checkStatus = useCallback(() => {
    if (order) void run(() => checkPayment(order, API), true);
  }, [order, run]);

  return { phase, checking, problem: local.problem, reason: outcome?.reason ?? null, pay, tryAgain, checkStatus };
}

export type OrderPayment = ReturnType<typeof useOrderPayment>;

/** A service's order payment: once delivered, the service's draft is forgotten and the receipt opens, in a history entry of its own when paid here. */
export function useServicePayment(service: ServiceKind, order: Order | null) {
  const onDelivered = useCallback(
    (reference: string, paidHere: boolean) => {
      forgetDraft(service);
      changeAddress({ receipt: reference, step: null }, paidHere ? 'push' : 'replace');
    },
    [service],
  );
  return useOrderPayment(order, onDelivered);
}
