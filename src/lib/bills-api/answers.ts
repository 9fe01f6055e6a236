import * as v from 'valibot';
import type { WireDistributor, WireDistributorCheckResult, WireMerchantLogResult, WirePayment, WireServiceType, WireVariations } from './contract';
import { paymentFields } from './payment-fields';

/** Each call's `payload`, checked before any component sees it; loaded (with valibot) beside the first request, not with the page. */
type BillsAnswer<T> = v.GenericSchema<unknown, T>;

const optionalText = v.optional(v.string());

const provider = v.object({ ProviderName: v.string(), ServiceId: v.string() });

const meterDetails = {
  Customer_Name: optionalText,
  Meter_Number: optionalText,
  MeterNumber: optionalText,
  Address: optionalText,
  Customer_Arrears: v.nullish(v.union([v.string(), v.number()])),
  Meter_Type: optionalText,
};

const serviceTypes: BillsAnswer<WireServiceType[]> = v.array(v.object({ id: v.number(), name: v.string(), identifier: v.string(), aliases: v.optional(v.array(v.string())) }));

const distributors: BillsAnswer<WireDistributor[]> = v.array(v.object({ ...provider.entries, minimumAmount: v.number(), maximumAmount: v.number(), convenienceFee: v.number() }));

const variations: BillsAnswer<WireVariations> = v.object({
  serviceID: v.string(),
  ServiceName: v.string(),
  variations: v.array(v.object({ variation_code: v.string(), name: v.string(), variation_amount: v.pipe(v.string(), v.decimal()), fixedPrice: v.picklist(['Yes', 'No']) })),
});

const meterLookup: BillsAnswer<WireMerchantLogResult> = v.object({ ...meterDetails, merchantlog: v.nullable(provider), vtPassData: v.optional(v.unknown()) });

const distributorCheck: BillsAnswer<WireDistributorCheckResult> = v.object({
  code: v.string(),
  content: v.object({ ...meterDetails, error: optionalText, WrongBillersCode: v.optional(v.boolean()), Minimum_Amount: v.optional(v.number()), Can_Vend: optionalText }),
});

const payment: BillsAnswer<WirePayment> = v.object(paymentFields(optionalText));

const BILLS_ANSWERS = {
  serviceTypes,
  distributors,
  variations,
  meterLookup,
  distributorCheck,
  payment,
  /** Plans are read leniently where they are shown (pricing's plan-schema.ts): one bad plan is left out, not the list. */
  membershipTiers: v.unknown(),
} as const;

export type BillsAnswerName = keyof typeof BILLS_ANSWERS;
export type BillsAnswerOf<Name extends BillsAnswerName> = v.InferOutput<(typeof BILLS_ANSWERS)[Name]>;

/** The payload as `name`'s call answers it, or null when it has another shape. */
export function checkAnswer<Name extends BillsAnswerName>(name: Name, payload: unknown): { output: BillsAnswerOf<Name> } | null {
  const result = v.safeParse(BILLS_ANSWERS[name], payload);
  return result.success ? { output: result.output as BillsAnswerOf<Name> } : null;
}
