import type { Payment } from '@/features/paybills/api';

/** A payment as the bills API answers it (an Ikeja Electric purchase of N2,000, delivered), with `overrides`. */
export function paymentOf(overrides: Partial<Payment> = {}): Payment {
  return {
    requestId: '202611221600FirstOrderId01',
    transactionId: '17000000000001',
    status: 'delivered',
    productName: 'Ikeja Electric',
    amount: 2000,
    convenienceFee: 100,
    totalAmount: 2100,
    token: null,
    units: null,
    customerName: null,
    meterNumber: null,
    reason: null,
    date: '2026-11-22T15:00:00.000Z',
    ...overrides,
  };
}
