import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { Variation } from '../api';
import { type Confirmation, FORM_STEPS, type FormStep, type FormStepEvent } from './checkout';
import { makeRequestId, type ServiceKind } from '../payment';
import { useServicePayment } from './use-service-payment';
import { useStepHistory } from './use-step-history';

const priced = (
  event: { type: 'submitted' } | { type: 'stepRequested'; step: FormStep },
  plans: Variation[] | null,
  requestId = makeRequestId(),
): FormStepEvent => ({ ...event, plans, requestId });

export function useFormService<State extends Confirmation<string> & { step: FormStep; again: boolean }>(
  kind: ServiceKind,
  [state, dispatch]: [State, (event: FormStepEvent) => void],
  reducer: (state: State, event: FormStepEvent) => State,
  save: (state: State) => void,
  prices: { data: Variation[] | undefined; mutate: () => Promise<Variation[] | undefined> } | null,
) {
  const { payment, order } = useServicePayment(kind, state);
  const known = prices?.data ?? null;
  const canPrice = !prices || prices.data !== undefined;
  useEffect(() => save(state), [save, state]);
  useStepHistory(
    FORM_STEPS,
    state.step,
    (step) => {
      // An order being paid is shown whatever step or history entry is asked for.
      const event = payment.frozen
        ? ({ type: 'orderResumed' } as const)
        : priced({ type: 'stepRequested', step }, known);
      dispatch(event);
      return reducer(state, event).step;
    },
    order?.id ?? null,
  );
  useEffect(() => {
    if (state.again && canPrice) dispatch(priced({ type: 'stepRequested', step: 'summary' }, known));
  }, [state.again, canPrice, known, dispatch]);

  /** Under the one new request id every tab holding the order shares. */
  function requote() {
    const requestId = payment.requoteId();
    dispatch({ type: 'orderDropped' });
    if (!prices) return dispatch(priced({ type: 'submitted' }, null, requestId));
    prices.mutate().then(
      (fresh) => dispatch(priced({ type: 'submitted' }, fresh ?? prices.data ?? null, requestId)),
      () => undefined,
    );
  }
  const submit = () => flushSync(() => dispatch(priced({ type: 'submitted' }, known)));
  return { order, payment, submit, requote };
}
