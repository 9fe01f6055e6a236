import * as v from 'valibot';

/** A payment's fields: the wire leaves optional ones out, a kept receipt writes null, so each schema passes `optional`. */
export function paymentFields<Optional extends v.GenericSchema<unknown, string | null | undefined>>(
  optional: Optional,
) {
  return {
    requestId: v.string(),
    transactionId: v.string(),
    status: v.picklist(['delivered', 'pending', 'failed']),
    productName: v.string(),
    amount: v.number(),
    convenienceFee: v.number(),
    totalAmount: v.number(),
    token: optional,
    units: optional,
    customerName: optional,
    meterNumber: optional,
    reason: optional,
    date: v.string(),
  };
}

/** A payment as the site keeps it, what the wire leaves out written null. */
export const keptPayment = v.object(paymentFields(v.nullable(v.string())));
