/** Paying an order: the order and its quote, sending and checking its payment (its outcome shared by the tabs), settling those left open, the summary, progress and lookup views. */
export { confirmOrder, makeQuote, type Order, type OrderDraft, orderSchema, type ServiceKind } from './order';
export { orderOutcome } from './outcomes';
export { PaymentLookup } from './PaymentLookup';
export { PaymentProgress, showsProgress } from './PaymentProgress';
export { makeRequestId } from './request-id';
export { type SettledAway } from './settle-open-payments';
export { settledAwayText } from './settled-away-text';
export { SettledAwayList } from './SettledAwayList';
export { SummaryStep } from './SummaryStep';
export { type OrderPayment, useOrderPayment } from './use-order-payment';
export { useSettledAway } from './use-settled-away';
