'use client';

import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '@/lib/bills/browser/client';
import { isMeterNumber } from '@/lib/bills/customer-input';
import { type Distributor, useDistributors, verifyMeterOnly, verifyMeterWithDistributor } from '../../api';
import {
  type DistributorTerms,
  ELECTRICITY_STEPS,
  type ElectricityEvent,
  type ElectricityState,
  electricityReducer,
} from './electricity-reducer';
import { makeRequestId } from '../../payment';
import { loadElectricityDraft, saveElectricityDraft } from './draft';
import { useServicePayment } from '../use-service-payment';
import { useStepHistory } from '../use-step-history';
import { ErrorBanner } from './ErrorBanner';
import { form } from '../../ui';
import { LoadingOverlay } from './LoadingOverlay';
import { DetailsStep } from './DetailsStep';
import { DistributorPicker } from './DistributorPicker';
import { MeterStep } from './MeterStep';
import { OrderStage } from '../OrderStage';
import { PAYBILLS_TEXT } from '../../strings';

function termsOf(distributors: Distributor[] | undefined, state: ElectricityState): DistributorTerms | null {
  const distributor = distributors?.find((item) => item.serviceId === state.details?.provider?.serviceId);
  return distributor
    ? {
        minimum: distributor.minimumAmount,
        maximum: distributor.maximumAmount,
        convenienceFee: distributor.convenienceFee,
      }
    : null;
}

export function ElectricityPayment() {
  const [state, dispatch] = useReducer(electricityReducer, undefined, loadElectricityDraft);
  const distributors = useDistributors();
  const { payment, order } = useServicePayment('electricity', state);
  const root = useRef<HTMLDivElement>(null);
  const busy = state.verifying || state.checkingDistributor !== null;
  const terms = termsOf(distributors.data, state);

  useEffect(() => saveElectricityDraft(state), [state]);
  useStepHistory(
    ELECTRICITY_STEPS,
    state.step,
    (step) => {
      // An order being paid is shown whatever step or history entry is asked for.
      const event: ElectricityEvent = payment.frozen
        ? { type: 'orderResumed' }
        : { type: 'stepRequested', step, terms, requestId: makeRequestId() };
      dispatch(event);
      return electricityReducer(state, event).step;
    },
    order?.id ?? null,
  );
  // Buy again: the meter is verified afresh at once, as if Proceed were pressed.
  const verifyAgain = useEffectEvent(() => void proceed());
  useEffect(() => {
    if (state.again) verifyAgain();
  }, [state.again]);

  // The step is committed first, so focus moves in the same task and never rests on the page in between.
  function dispatchAndFocus(action: ElectricityEvent, selector: string) {
    flushSync(() => dispatch(action));
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }

  async function proceed() {
    if (state.meterNo !== '' && !isMeterNumber(state.meterNo))
      return dispatchAndFocus({ type: 'meterCheckStarted' }, '#meter-number');
    dispatch({ type: 'meterCheckStarted' });
    if (!isMeterNumber(state.meterNo)) return;
    try {
      dispatch({ type: 'meterCheckSucceeded', result: await verifyMeterOnly(state.meterNo) });
    } catch (error) {
      dispatch({ type: 'meterCheckFailed', message: errorMessage(error) });
    }
  }

  async function choose(distributor: Distributor) {
    dispatch({ type: 'distributorChosen', distributor });
    try {
      dispatch({
        type: 'distributorCheckSucceeded',
        distributor,
        result: await verifyMeterWithDistributor(state.meterNo, distributor, state.meterType),
      });
    } catch (error) {
      dispatch({ type: 'distributorCheckFailed', distributor, message: errorMessage(error) });
    }
  }

  /** Never priced without the distributor's own fee (fetched again if it failed to load). */
  async function submit(fresh?: Distributor[], requestId = makeRequestId()) {
    let known = fresh ? termsOf(fresh, state) : terms;
    if (!known) {
      try {
        known = termsOf(await distributors.mutate(), state);
      } catch (error) {
        dispatch({ type: 'errorShown', message: errorMessage(error) });
        return;
      }
    }
    const submitted: ElectricityEvent = known
      ? { type: 'transactionSubmitted', terms: known, requestId }
      : { type: 'errorShown', message: PAYBILLS_TEXT.errors.noDistributorTerms };
    flushSync(() => dispatch(submitted));
  }

  function requote() {
    const requestId = payment.requoteId();
    dispatch({ type: 'orderDropped' });
    distributors.mutate().then(
      (fresh) => submit(fresh, requestId),
      (error: unknown) => dispatch({ type: 'errorShown', message: errorMessage(error) }),
    );
  }

  return (
    <div ref={root} className={form.stepsFrame}>
      {state.error && (
        <ErrorBanner message={state.error} onDismiss={() => dispatchAndFocus({ type: 'errorDismissed' }, 'h3')} />
      )}
      <OrderStage
        payment={payment}
        order={order}
        atSummary={state.step === 'summary'}
        dispatch={dispatch}
        onRequote={requote}
      >
        {state.step === 'meter' && (
          <>
            <MeterStep
              meterNo={state.meterNo}
              meterError={state.meterError}
              verifying={state.verifying}
              disabled={busy}
              onChange={(value) => dispatch({ type: 'meterChanged', value })}
              onProceed={() => void proceed()}
            />
            {state.showDistributors && (
              <DistributorPicker
                distributors={distributors.data}
                distributorsError={distributors.error ? errorMessage(distributors.error) : null}
                meterType={state.meterType}
                disabled={busy}
                onMeterType={(meterType) => dispatch({ type: 'meterTypeChanged', meterType })}
                onChoose={(distributor) => void choose(distributor)}
              />
            )}
          </>
        )}
        {state.step === 'details' && state.details && (
          <DetailsStep
            details={state.details}
            form={state.form}
            errors={state.errors}
            onChange={(field, value) => dispatch({ type: 'transactionChanged', field, value })}
            onSubmit={() => submit()}
            onChangeMeter={() => dispatchAndFocus({ type: 'meterChangeRequested' }, '#meter-number')}
          />
        )}
      </OrderStage>
      {state.checkingDistributor && (
        <LoadingOverlay label={PAYBILLS_TEXT.checkingProvider(state.checkingDistributor.name)} />
      )}
    </div>
  );
}
