import { confirmOrder, type Order, type OrderDraft } from '../payment';

/** How every service's form becomes an order's summary, so nothing is charged before the payer has seen the total. */

/** `order`: confirmed into the summary; `edited`: the form changed since, so the order is not what the form says any more. */
export type Confirmation<Field extends string> = {
  errors: Partial<Record<Field, string>>;
  order: Order | null;
  edited: boolean;
};

/** What a form says on Submit: each field's rule message, or the order it describes, priced. */
export type Reading<Field extends string> = { errors: Partial<Record<Field, string>> } | { draft: OrderDraft };

/** Where a reducer goes next: the summary, or its form with `confirmation`'s messages. */
export type Confirmed<Field extends string> = { confirmation: Confirmation<Field>; summary: boolean };

/** The order a tab may pay: the confirmed one, unless the form was edited since. */
export function payableOrder(confirmation: { order: Order | null; edited: boolean }): Order | null {
  return confirmation.edited ? null : confirmation.order;
}

/** A field changed: its message goes, and an order confirmed before no longer says what the form says. */
export function afterChange<Field extends string>(
  confirmation: Confirmation<Field>,
  field: Field,
): Confirmation<Field> {
  const errors = { ...confirmation.errors };
  delete errors[field];
  return { errors, order: confirmation.order, edited: confirmation.order !== null };
}

/** Submit: the order the form describes (the one confirmed before, same id, when nothing changed), or the form's messages. */
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

/** The steps of a service whose form leads straight to its summary (airtime, data, TV; electricity has a meter step first). */
export type FormStep = 'form' | 'summary';

export const FORM_STEPS: readonly FormStep[] = ['form', 'summary'];

type FormState<Field extends string> = Confirmation<Field> & { step: FormStep; again: boolean };

/** Where Submit, Forward or a link leaves such a service: its summary, or its form with the messages. */
function confirmedAt<Field extends string, State extends FormState<Field>>(
  state: State,
  { confirmation, summary }: Confirmed<Field>,
): State {
  return { ...state, ...confirmation, step: summary ? 'summary' : 'form', again: false };
}

/** Back, Forward or a link asks such a service for a step (`read`: its form read as on Submit, or null while prices load). */
function requestFormStep<Field extends string, State extends FormState<Field>>(
  state: State,
  step: FormStep,
  read: () => Reading<Field> | null,
  requestId: string,
): State {
  return step === 'form' ? { ...state, step: 'form' } : confirmedAt(state, requestSummary(state, read, requestId));
}

/** Cancel after a failed payment, or a price that changed: back to the form, the order not offered again. */
export function dropOrder<State extends Confirmation<string> & { step: string }>(
  state: State,
  step: State['step'],
): State {
  return { ...state, step, order: null, edited: false };
}

/** The order's payment is on its way: whatever step or history entry was asked for, its summary is shown, the order as confirmed (an edit made meanwhile is not what is being paid). */
export function resumeOrder<State extends Confirmation<string> & { step: string }>(
  state: State,
  summary: State['step'],
): State {
  return state.order ? { ...state, step: summary, edited: false } : state;
}

/** The events such a service handles alike, whatever its form (their prices ride on the events that need them). */
export type FormStepEvent =
  | { type: 'submitted'; requestId: string }
  | { type: 'editRequested' }
  | { type: 'orderDropped' }
  | { type: 'orderResumed' }
  | { type: 'stepRequested'; step: FormStep; requestId: string };

/** Such a service's steps: Submit, Edit Details, Cancel after a failure, and Back, Forward or a link. `read`: its form read as on Submit (null while its prices load, then `whilePricing` is said). */
export function formStepReducer<Field extends string, State extends FormState<Field>>(
  state: State,
  event: FormStepEvent,
  read: () => Reading<Field> | null,
  whilePricing: Partial<Record<Field, string>>,
): State {
  switch (event.type) {
    case 'submitted':
      return confirmedAt(state, submitForm(state, read() ?? { errors: whilePricing }, event.requestId));
    case 'editRequested':
      return { ...state, step: 'form' };
    case 'orderDropped':
      return dropOrder(state, 'form');
    case 'orderResumed':
      return resumeOrder(state, 'summary');
    case 'stepRequested':
      return requestFormStep(state, event.step, read, event.requestId);
  }
}
