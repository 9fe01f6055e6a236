import { useEffect, useRef } from 'react';
import { changeAddress, entryOrder, readAddressParam } from '../address';
import { orderOutcome } from '../payment';

function stepInAddress<Step extends string>(steps: readonly Step[]): Step {
  const wanted = readAddressParam('step');
  return steps.find((step) => step === wanted) ?? (steps[0] as Step);
}

function stepParam<Step extends string>(steps: readonly Step[], step: Step): string | null {
  return step === steps[0] ? null : step;
}

/** `request` returns an earlier step when the asked one's needs are gone; once the last entry's `order` is paid, Back or Forward to it opens its receipt. */
export function useStepHistory<Step extends string>(
  steps: readonly Step[],
  step: Step,
  request: (step: Step) => Step,
  order: string | null,
): void {
  const requestRef = useRef(request);
  const orderRef = useRef(order);
  useEffect(() => {
    requestRef.current = request;
    orderRef.current = order;
  });

  useEffect(() => {
    function follow() {
      const entry = entryOrder();
      const outcome = entry ? orderOutcome(entry) : null;
      if (outcome?.status === 'delivered') return changeAddress({ receipt: outcome.requestId, step: null }, 'replace');
      const wanted = stepInAddress(steps);
      const shown = requestRef.current(wanted);
      if (shown !== wanted)
        changeAddress({ step: stepParam(steps, shown) }, 'replace', shown === steps.at(-1) ? orderRef.current : null);
    }
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [steps]);

  // From the first move on: at mount the address leads, and the step shown may not have caught up yet.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (stepInAddress(steps) !== step)
      changeAddress({ step: stepParam(steps, step) }, 'push', step === steps.at(-1) ? orderRef.current : null);
  }, [steps, step]);
}
