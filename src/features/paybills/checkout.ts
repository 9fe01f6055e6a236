import { confirmOrder, type Order, type OrderDraft } from './order';

/**
 * How every service's form becomes the summary of an order, as pure reducer helpers: airtime, data
 * and TV reach a summary this way, as electricity's details do, so nothing is charged before the
 * payer has seen the total. Each reducer keeps these fields and names its own steps.
 */

/** `order`: confirmed into the summary; `edited`: the form changed since, so the order is not what the form says any more. */
export type Confirmation<Field extends string> = { errors: Partial<Record<Field, string>>; order: Order | null; edited: boolean };

/** What a form says on Submit: each field's rule message, or the order it describes, priced. */
export type Reading<Field extends string> = { errors: Partial<Record<Field, string>> } | { draft: OrderDraft };

/** Where a reducer goes next: the summary, or its form with `confirmation`'s messages. */
export type Confirmed<Field extends string> = { confirmation: Confirmation<Field>; summary: boolean };

/** The order a tab may pay: the confirmed one, unless the form was edited since. */
export function payableOrder(confirmation: { order: Order | null; edited: boolean }): Order | null {
  return confirmation.edited ? null : confirmation.order;
}

/** A field changed: its message goes, and an order confirmed before no longer says what the form says. */
export function afterChange<Field extends string>(confirmation: Confirmation<Field>, field: Field): Confirmation<Field> {
  const errors = { ...confirmation.errors };
  delete errors[field];
  return { errors, order: confirmation.order, edited: confirmation.order !== null };
}

/** Submit: the order the form describes (the one confirmed before, same id, when nothing changed), or the form's messages. */
export function submitForm<Field extends string>(confirmation: Confirmation<Field>, reading: Reading<Field>, requestId: string): Confirmed<Field> {
  if ('errors' in reading) return { confirmation: { ...confirmation, errors: reading.errors }, summary: false };
  return { confirmation: { errors: {}, order: confirmOrder(reading.draft, confirmation.order, requestId), edited: false }, summary: true };
}

/**
 * Forward, a reload or a link asks for the summary. It shows the order as it was confirmed (never
 * priced again: its quote is what the payer saw) while the form is unchanged; after an edit, the form
 * read again as on Submit (`read`), or the form itself when it cannot be read yet (null: prices not loaded).
 */
export function requestSummary<Field extends string>(confirmation: Confirmation<Field>, read: () => Reading<Field> | null, requestId: string): Confirmed<Field> {
  if (payableOrder(confirmation)) return { confirmation, summary: true };
  const reading = read();
  return reading ? submitForm(confirmation, reading, requestId) : { confirmation, summary: false };
}
