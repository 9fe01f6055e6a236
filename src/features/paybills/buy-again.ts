import type { Again } from './receipts';
import { initialElectricityState, saveElectricityDraft } from './services/electricity';
import { initialTopUpState, saveTopUpDraft } from './services/top-up';
import { initialTvState, saveTvDraft } from './services/tv';

/** A new order from a kept receipt: its form filled in as the receipt shows it, priced afresh under a new request id. */
export function startAgain(again: Again): void {
  switch (again.service) {
    case 'electricity': {
      const { meterNo, meterType, amount } = again;
      saveElectricityDraft({
        ...initialElectricityState,
        meterNo,
        meterType,
        form: { ...initialElectricityState.form, currentAmount: amount },
        again: true,
      });
      return;
    }
    case 'airtime':
    case 'data': {
      const { service, phone, network, plan, amount } = again;
      const state = initialTopUpState(service);
      saveTopUpDraft({
        ...state,
        form: { ...state.form, phone, network, networkChosen: true, plan, amount },
        again: true,
      });
      return;
    }
    case 'tv':
      saveTvDraft({
        ...initialTvState,
        form: { service: again.tv, package: again.package, account: again.account, contact: again.contact },
        again: true,
      });
  }
}
