import type { Again } from './again';
import { initialElectricityState } from './electricity-reducer';
import { saveElectricityDraft, saveTopUpDraft, saveTvDraft } from './service-drafts';
import { initialTopUpState } from './top-up-reducer';
import { initialTvState } from './tv-reducer';

/**
 * Buy again from a kept receipt: the service's draft for a new order, its form filled in as the receipt
 * shows it, nothing verified or confirmed, and `again` set so the form carries on by itself (verifies
 * the meter, or shows the summary once the prices are in). The summary quotes today's price under a
 * new request id: it is a new order.
 */
export function startAgain(again: Again): void {
  switch (again.service) {
    case 'electricity': {
      const { meterNo, meterType, amount } = again;
      saveElectricityDraft({ ...initialElectricityState, meterNo, meterType, form: { ...initialElectricityState.form, currentAmount: amount }, again: true });
      return;
    }
    case 'airtime':
    case 'data': {
      const { service, phone, network, plan, amount } = again;
      const state = initialTopUpState(service);
      saveTopUpDraft({ ...state, form: { ...state.form, phone, network, networkChosen: true, plan, amount }, again: true });
      return;
    }
    case 'tv':
      saveTvDraft({ ...initialTvState, form: { service: again.tv, package: again.package, account: again.account, contact: again.contact }, again: true });
  }
}
