import type { Variation } from '../api';
import { confirmOrder, type Order, type OrderDraft } from '../payment';

/** How every service's form becomes an order's summary, so nothing is charged before the payer has seen the total. */

/** `edited`: the form changed since `order` was confirmed, so the order is not what the form says any more. */
export type Confirmation<Field extends string> = {
  errors: Partial<Record<Field, string>>;
  order: Order | null;
  edited: boolean;
};

export type Reading<Field extends string> = { errors: Partial<Record<Field, string>> } | { draft: OrderDraft };

type Confirmed<Field extends string> = { confirmation: Confirmation<Field>; summary: boolean };

export function fieldErrors<Field extends string>(
  checks: Record<Field, string | null>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message)) as Partial<Record<Field, string>>;
}

export function payableOrder(confirmation: { order: Order | null; edited: boolean }): Order | null {
  return confirmation.edited ? null : confirmation.order;
}

export function afterChange<Field extends string>(
  confirmation: Confirmation<Field>,
  field: Field,
): Confirmation<Field> {
  const errors = { ...confirmation.errors };
  delete errors[field];
  return { errors, order: confirmation.order, edited: confirmation.order !== null };
}

/** The order confirmed before keeps its id when nothing changed. */
export function submitForm<Field extends string>(
  confirmation: Confirmation<Field>,
  reading: Reading<Field>,
  requestId: string,
): Confirmed<Field> {
  if ('errors' in reading) return { confirmation: { ...confirmation, errors: reading.errors }, summary: false };
  return {
    confirmation: { errors: {}, order: confirmOrder(reading.draft, confirmation.order, requestId), edited: false },
    summary: true,
  };
}

/** The summary keeps the confirmed quote (what the payer saw) while the form is unchanged; after an edit the form is read again, or shown while prices load. */
export function requestSummary<Field extends string>(
  confirmation: Confirmation<Field>,
  read: () => Reading<Field> | null,
  requestId: string,
): Confirmed<Field> {
  if (payableOrder(confirmation)) return { confirmation, summary: true };
  const reading = read();
  return reading ? submitForm(confirmation, reading, requestId) : { confirmation, summary: false };
}

export type FormStep = 'form' | 'summary';

export const FORM_STEPS: readonly FormStep[] = ['form', 'summary'];

/** `again`: started by Buy again, the summary is shown once the form can be priced. */
type FormState<Field extends string> = Confirmation<Field> & { step: FormStep; again: boolean };

function confirmedAt<Field extends string, State extends FormState<Field>>(
  state: State,
  { confirmation, summary }: Confirmed<Field>,
): State {
  return { ...state, ...confirmation, step: summary ? 'summary' : 'form', again: false };
}

export function dropOrder<State extends Confirmation<string> & { step: string }>(
  state: State,
  step: State['step'],
): State {
  return { ...state, step, order: null, edited: false };
}

/** The order's payment is on its way: its summary is shown as confirmed (an edit made meanwhile is not what is being paid). */
export function resumeOrder<State extends Confirmation<string> & { step: string }>(
  state: State,
  summary: State['step'],
): State {
  return state.order ? { ...state, step: summary, edited: false } : state;
}

/** The events airtime, data and TV handle alike; `plans`: the service's plans or packages with their prices (null until loaded). */
export type FormStepEvent =
  | { type: 'submitted'; plans: Variation[] | null; requestId: string }
  | { type: 'editRequested' }
  | { type: 'orderDropped' }
  | { type: 'orderResumed' }
  | { type: 'stepRequested'; step: FormStep; plans: Variation[] | null; requestId: string };

/** `read`: the form read as on Submit (null while its plans load, then `whilePricing` is said). */
export function formStepReducer<Field extends string, State extends FormState<Field>>(
  state: State,
  event: FormStepEvent,
  read: (plans: Variation[] | null) => Reading<Field> | null,
  whilePricing: Partial<Record<Field, string>>,
): State {
  switch (event.type) {
    case 'submitted':
      return confirmedAt(state, submitForm(state, read(event.plans) ?? { errors: whilePricing }, event.requestId));
    case 'editRequested':
      return { ...state, step: 'form' };
    case 'orderDropped':
      return dropOrder(state, 'form');
    case 'orderResumed':
      return resumeOrder(state, 'summary');
    case 'stepRequested':
      if (event.step === 'form') return { ...state, step: 'form' };
      return confirmedAt(
        state,
        requestSummary(state, () => read(event.plans), event.requestId),
      );
  }
}
