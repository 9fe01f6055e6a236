'use client';

import { useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '@/lib/bills-api/client';
import { type Distributor, useDistributors, verifyMeterOnly, verifyMeterWithDistributor } from '@/features/paybills/api';
import { forgetElectricityDraft, loadElectricityDraft, saveElectricityDraft } from '@/features/paybills/electricity-draft';
import { type CustomerSummary, type DistributorTerms, ELECTRICITY_STEPS, type ElectricityEvent, electricityReducer, isMeterNumberValid } from '@/features/paybills/electricity-reducer';
import type { Order } from '@/features/paybills/payment-flow';
import { usePayment } from '@/features/paybills/use-payment';
import { useStepHistory } from '@/features/paybills/use-step-history';
import { SERVICE_LIMITS } from '@/lib/bills-api/contract';
import { PaymentProgress, showsProgress } from './PaymentProgress';
import { ErrorBanner } from './ErrorBanner';
import { LoadingOverlay } from './LoadingOverlay';
import { DetailsStep } from './DetailsStep';
import { form } from './Form.styles';
import { DistributorPicker } from './DistributorPicker';
import { MeterStep } from './MeterStep';
import { SummaryStep } from './SummaryStep';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

/** Until `service-type` has loaded: the contract's limits; the fee the service charges is on the receipt. */
const FALLBACK_TERMS: DistributorTerms = { ...SERVICE_LIMITS.electricity, convenienceFee: 0 };

function electricityOrder(summary: CustomerSummary): Order {
  return {
    request: {
      serviceID: summary.provider?.serviceId ?? '',
      billersCode: summary.meterNumber,
      type: /post/i.test(summary.meterType) ? 'postpaid' : 'prepaid',
      amount: summary.amount,
      phone: summary.customerPhone,
      email: summary.customerEmail,
    },
    rows: [
      [PAYBILLS_TEXT.meterNumber, summary.meterNumber],
      [PAYBILLS_TEXT.accountName, summary.name],
      [PAYBILLS_TEXT.address, summary.address],
      [PAYBILLS_TEXT.meterType, summary.meterType],
    ],
  };
}

/**
 * The electricity flow: renders the reducer's state, runs the two verification calls, then the shared
 * payment path. Each step is a history entry, and what was typed is kept for the tab until it is paid.
 */
export function ElectricityPayment() {
  const [state, dispatch] = useReducer(electricityReducer, undefined, loadElectricityDraft);
  const distributors = useDistributors();
  const payment = usePayment('electricity', { onDelivered: forgetElectricityDraft });
  const root = useRef<HTMLDivElement>(null);
  const busy = state.verifying || state.checkingDistributor !== null;
  const serviceId = state.details?.provider?.serviceId;
  const distributor = distributors.data?.find((item) => item.serviceId === serviceId);
  const terms: DistributorTerms = distributor ? { minimum: distributor.minimumAmount, maximum: distributor.maximumAmount, convenienceFee: distributor.convenienceFee } : FALLBACK_TERMS;

  useEffect(() => saveElectricityDraft(state), [state]);
  useStepHistory(ELECTRICITY_STEPS, state.step, (step) => {
    const event: ElectricityEvent = { type: 'stepRequested', step, terms };
    dispatch(event);
    return electricityReducer(state, event).step;
  });

  /**
   * Focus follows the flow: after the banner closes or the meter is changed, to the meter step. The
   * step is committed first, so focus moves in the same task and never rests on the page in between.
   */
  function dispatchAndFocus(action: Parameters<typeof dispatch>[0], selector: string) {
    flushSync(() => dispatch(action));
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }

  if (showsProgress(payment)) {
    return (
      <div ref={root} className={form.steps}>
        <PaymentProgress payment={payment} />
      </div>
    );
  }

  async function proceed() {
    dispatch({ type: 'meterCheckStarted' });
    if (!isMeterNumberValid(state.meterNo)) return;
    try {
      dispatch({ type: 'meterCheckSucceeded', result: await verifyMeterOnly(state.meterNo) });
    } catch (error) {
      dispatch({ type: 'meterCheckFailed', message: errorMessage(error) });
    }
  }

  async function choose(distributor: Distributor) {
    dispatch({ type: 'distributorChosen', distributor });
    try {
      dispatch({ type: 'distributorCheckSucceeded', result: await verifyMeterWithDistributor(state.meterNo, distributor, state.meterType) });
    } catch (error) {
      dispatch({ type: 'distributorCheckFailed', message: errorMessage(error) });
    }
  }

  return (
    <div ref={root} className={form.stepsFrame}>
      {state.error && <ErrorBanner message={state.error} onDismiss={() => dispatchAndFocus({ type: 'errorDismissed' }, 'h3')} />}
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
          errors={state.fieldErrors}
          onChange={(field, value) => dispatch({ type: 'transactionChanged', field, value })}
          onSubmit={() => dispatch({ type: 'transactionSubmitted', terms })}
          onChangeMeter={() => dispatchAndFocus({ type: 'meterChangeRequested' }, '#meter-number')}
        />
      )}
      {state.step === 'summary' && state.summary && (
        <SummaryStep
          summary={state.summary}
          paying={payment.state.phase === 'paying'}
          error={payment.state.error}
          onEdit={() => dispatch({ type: 'editRequested' })}
          onPay={() => state.summary && payment.pay(electricityOrder(state.summary))}
        />
      )}
      {state.checkingDistributor && <LoadingOverlay label={PAYBILLS_TEXT.checkingProvider(state.checkingDistributor.name)} />}
    </div>
  );
}
