import { useEffect, useRef } from 'react';
import { changeAddress, readAddressParam } from './address';

function stepInAddress<Step extends string>(steps: readonly Step[]): Step {
  const wanted = readAddressParam('step');
  return steps.find((step) => step === wanted) ?? (steps[0] as Step);
}

function stepParam<Step extends string>(steps: readonly Step[], step: Step): string | null {
  return step === steps[0] ? null : step;
}

/** Each step is a history entry; when a step's needs are gone, `request` returns an earlier one and the address is corrected to it. */
export function useStepHistory<Step extends string>(steps: readonly Step[], step: Step, request: (step: Step) => Step): void {
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
  });

  useEffect(() => {
    function follow() {
      const wanted = stepInAddress(steps);
      const shown = requestRef.current(wanted);
      if (shown !== wanted) changeAddress({ step: stepParam(steps, shown) }, 'replace');
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
    if (stepInAddress(steps) !== step) changeAddress({ step: stepParam(steps, step) }, 'push');
  }, [steps, step]);
}
