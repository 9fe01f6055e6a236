/** @jsxImportSource @emotion/react */
'use client';

import { useReducer } from 'react';
import { errorMessage } from '@/lib/bills-api/client';
import { space } from '@/styles/theme';
import { type Distributor, useDistributors, verifyMeterOnly, verifyMeterWithDistributor } from '@/features/paybills/api';
import { electricityReducer, initialElectricityState, isMeterNumberValid } from '@/features/paybills/electricity-reducer';
import { ErrorBanner } from './ErrorBanner';
import { LoadingOverlay } from './LoadingOverlay';
import { DetailsStep } from './DetailsStep';
import { DistributorPicker } from './DistributorPicker';
import { MeterStep } from './MeterStep';
import { SummaryStep } from './SummaryStep';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

/** The electricity flow: renders the reducer's state and runs the two verification calls. */
export function ElectricityPayment() {
  const [state, dispatch] = useReducer(electricityReducer, initialElectricityState);
  const distributors = useDistributors();
  const busy = state.verifying || state.checkingDistributor !== null;

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
    <div css={{ position: 'relative', display: 'grid', gap: space.lg }}>
      {state.error && <ErrorBanner message={state.error} onDismiss={() => dispatch({ type: 'errorDismissed' })} />}
      {state.step === 'meter' && (
        <>
          <MeterStep
            meterNo={state.meterNo}
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
          onChange={(field, value) => dispatch({ type: 'transactionChanged', field, value })}
          onSubmit={() => dispatch({ type: 'transactionSubmitted' })}
          onChangeMeter={() => dispatch({ type: 'meterChangeRequested' })}
        />
      )}
      {state.step === 'summary' && state.summary && <SummaryStep summary={state.summary} onEdit={() => dispatch({ type: 'editRequested' })} />}
      {state.checkingDistributor && <LoadingOverlay label={`${PAYBILLS_TEXT.checkingProvider}: ${state.checkingDistributor.ProviderName}`} />}
    </div>
  );
}
