import { toDistributor, toMeterLookup, toVariations, type Variation } from '@/features/paybills/api';
import { payableOrder } from '@/features/paybills/checkout';
import { type ElectricityEvent, electricityReducer, type ElectricityState } from '@/features/paybills/electricity-reducer';
import type { Order, ServiceKind } from '@/features/paybills/order';
import { makeRequestId } from '@/features/paybills/request-id';
import { loadElectricityDraft, loadTopUpDraft, loadTvDraft, saveElectricityDraft, saveTopUpDraft, saveTvDraft } from '@/features/paybills/service-drafts';
import { dataServiceOf, type TopUpEvent, type TopUpKind, topUpReducer, type TopUpState } from '@/features/paybills/top-up-reducer';
import { type TvEvent, tvReducer, type TvState } from '@/features/paybills/tv-reducer';
import { checkAnswer } from '@/lib/bills-api/answers';
import { DISTRIBUTORS, findVariations } from '@/lib/bills-sandbox/catalogue';
import { verifyMerchant } from '@/lib/bills-sandbox/meters';
import { formatAmountField } from './amount-field';

/**
 * A service's form as a payer drives it, over the feature's own reducers and drafts: what its
 * component does on each event (dispatch, then keep the draft), with the catalogue the bills sandbox
 * publishes (its current fee: a price can change between two drawings of a form). The model-based
 * test runs these in several tabs.
 */

/** What the bills API publishes now: the distributors' fee, which a test can change. */
export type Catalogue = { fee: number };

/** Who a payment is for: which sandbox test value (bills-api.md) it uses, so outcomes vary. */
export type Recipient = 'delivered' | 'failing' | 'pending';

export interface ServiceFlow {
  readonly kind: ServiceKind;
  readonly steps: readonly string[];
  step(): string;
  /** The order this tab may pay now, as its summary shows it (none while its form is edited). */
  order(): Order | null;
  /** Fills every field with a valid value for `recipient` (verifying the meter first, for electricity). */
  fill(recipient: Recipient, amount: number): void;
  /** The amount field's text, and a new one (as the field formats it), where the payer types an amount. */
  amountText(): string | null;
  typeAmount(text: string): void;
  submit(catalogue: Catalogue | null): void;
  edit(): void;
  /** Back, Forward or a reload asks for a step (`catalogue` null: its prices not loaded yet); answers the step shown. */
  requestStep(step: string, catalogue: Catalogue | null): string;
  /** Cancel after a failed payment. */
  drop(): void;
  save(): void;
}

const PHONES: Record<Recipient, string> = { delivered: '08011111111', failing: '08031234567', pending: '08030000000' };
const SMARTCARDS: Record<Recipient, string> = { delivered: '1212121212', failing: '1234567890', pending: '1234000000' };

function distributorTerms(catalogue: Catalogue, serviceId: string | undefined) {
  const distributor = DISTRIBUTORS.map(toDistributor).find((item) => item.serviceId === serviceId);
  return distributor ? { minimum: distributor.minimumAmount, maximum: distributor.maximumAmount, convenienceFee: catalogue.fee } : null;
}

function plansOf(serviceID: string): Variation[] {
  const variations = findVariations(serviceID);
  return variations ? toVariations(variations) : [];
}

class ElectricityFlow implements ServiceFlow {
  readonly kind = 'electricity';
  readonly steps = ['meter', 'details', 'summary'];
  private state: ElectricityState = loadElectricityDraft();

  private dispatch(event: ElectricityEvent) {
    this.state = electricityReducer(this.state, event);
  }

  step() {
    return this.state.step;
  }

  order() {
    return payableOrder(this.state);
  }

  fill(_recipient: Recipient, amount: number) {
    // Only the logged meter delivers in the sandbox without a distributor to choose: verified by its first call.
    this.dispatch({ type: 'meterChanged', value: '1111 1111 111' });
    this.dispatch({ type: 'meterCheckStarted' });
    const outcome = verifyMerchant({ billersCode: '11111111111', serviceID: '', type: '', billCategory: 'Electricity', serviceName: '' });
    const answer = outcome.status === 200 ? checkAnswer('meterLookup', outcome.payload) : null;
    if (!answer) throw new Error('the sandbox did not verify its own meter');
    this.dispatch({ type: 'meterCheckSucceeded', result: toMeterLookup(answer.output) });
    this.typeAmount(formatAmountField(String(amount)));
    this.dispatch({ type: 'transactionChanged', field: 'customerEmail', value: 'ada@example.com' });
    this.dispatch({ type: 'transactionChanged', field: 'customerPhone', value: '0801 111 1111' });
  }

  amountText() {
    return this.state.step === 'details' ? this.state.form.currentAmount : null;
  }

  typeAmount(text: string) {
    this.dispatch({ type: 'transactionChanged', field: 'currentAmount', value: text });
  }

  submit(catalogue: Catalogue | null) {
    const terms = catalogue && distributorTerms(catalogue, this.state.details?.provider?.serviceId);
    if (terms) this.dispatch({ type: 'transactionSubmitted', terms, requestId: makeRequestId() });
  }

  edit() {
    this.dispatch({ type: 'editRequested' });
  }

  requestStep(step: string, catalogue: Catalogue | null) {
    const wanted = this.steps.includes(step) ? (step as ElectricityState['step']) : 'meter';
    this.dispatch({ type: 'stepRequested', step: wanted, terms: catalogue && distributorTerms(catalogue, this.state.details?.provider?.serviceId), requestId: makeRequestId() });
    return this.state.step;
  }

  drop() {
    this.dispatch({ type: 'orderDropped' });
  }

  save() {
    saveElectricityDraft(this.state);
  }
}

class TopUpFlow implements ServiceFlow {
  readonly steps = ['form', 'summary'];
  private state: TopUpState;

  constructor(readonly kind: TopUpKind) {
    this.state = loadTopUpDraft(kind);
  }

  private dispatch(event: TopUpEvent) {
    this.state = topUpReducer(this.state, event);
  }

  private plans(catalogue: Catalogue | null) {
    return catalogue && this.state.form.network ? plansOf(dataServiceOf(this.state.form.network)) : null;
  }

  step() {
    return this.state.step;
  }

  order() {
    return payableOrder(this.state);
  }

  fill(recipient: Recipient, amount: number) {
    this.dispatch({ type: 'phoneChanged', value: `+234 ${PHONES[recipient].slice(1)}` });
    this.dispatch({ type: 'networkChosen', network: 'mtn' });
    if (this.kind === 'data') this.dispatch({ type: 'planChosen', plan: amount % 2 ? 'mtn-500' : 'mtn-1000' });
    else this.typeAmount(formatAmountField(String(amount)));
  }

  amountText() {
    return this.kind === 'airtime' && this.state.step === 'form' ? this.state.form.amount : null;
  }

  typeAmount(text: string) {
    this.dispatch({ type: 'amountChanged', value: text });
  }

  submit(catalogue: Catalogue | null) {
    this.dispatch({ type: 'submitted', plans: this.plans(catalogue), requestId: makeRequestId() });
  }

  edit() {
    this.dispatch({ type: 'editRequested' });
  }

  requestStep(step: string, catalogue: Catalogue | null) {
    this.dispatch({ type: 'stepRequested', step: step === 'summary' ? 'summary' : 'form', plans: this.plans(catalogue), requestId: makeRequestId() });
    return this.state.step;
  }

  drop() {
    this.dispatch({ type: 'orderDropped' });
  }

  save() {
    saveTopUpDraft(this.state);
  }
}

class TvFlow implements ServiceFlow {
  readonly kind = 'tv';
  readonly steps = ['form', 'summary'];
  private state: TvState = loadTvDraft();

  private dispatch(event: TvEvent) {
    this.state = tvReducer(this.state, event);
  }

  step() {
    return this.state.step;
  }

  order() {
    return payableOrder(this.state);
  }

  fill(recipient: Recipient, amount: number) {
    this.dispatch({ type: 'serviceChosen', service: 'dstv' });
    this.dispatch({ type: 'changed', field: 'package', value: amount % 2 ? 'dstv-padi' : 'dstv-yanga' });
    this.dispatch({ type: 'changed', field: 'account', value: SMARTCARDS[recipient] });
    this.dispatch({ type: 'changed', field: 'contact', value: 'ada@example.com' });
  }

  amountText() {
    return null;
  }

  typeAmount() {
    // A TV package's price is the package's: there is no amount to type.
  }

  submit(catalogue: Catalogue | null) {
    this.dispatch({ type: 'submitted', packages: catalogue && plansOf(this.state.form.service), requestId: makeRequestId() });
  }

  edit() {
    this.dispatch({ type: 'editRequested' });
  }

  requestStep(step: string, catalogue: Catalogue | null) {
    this.dispatch({ type: 'stepRequested', step: step === 'summary' ? 'summary' : 'form', packages: catalogue && plansOf(this.state.form.service), requestId: makeRequestId() });
    return this.state.step;
  }

  drop() {
    this.dispatch({ type: 'orderDropped' });
  }

  save() {
    saveTvDraft(this.state);
  }
}

/** The service's form as its component starts it: from this tab's draft. */
export function openFlow(kind: ServiceKind): ServiceFlow {
  switch (kind) {
    case 'electricity':
      return new ElectricityFlow();
    case 'airtime':
    case 'data':
      return new TopUpFlow(kind);
    case 'tv':
      return new TvFlow();
  }
}
