export { type Again, againSchema, gaveEmail } from './again';
export { FindPayment } from './FindPayment';
export { findKeptReceipt, keepReceipt, type KeptReceipt, keptReceipts } from './kept-receipts';
export { type ReceiptRow } from './receipt';
export { Receipt } from './Receipt';
export { RecentPayments } from './RecentPayments';
