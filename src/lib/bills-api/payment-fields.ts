import * as v from 'valibot';

/**
 * A payment's fields as the contract names them (`Pay`'s answer), for every schema that reads one: the
 * wire answer leaves the optional ones out, a kept receipt writes them as null, so each schema says
 * how with `optional`.
 */
export function paymentFields<Optional extends v.GenericSchema<unknown, string | null | undefined>>(optional: Optional) {
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
