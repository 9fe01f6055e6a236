import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, isEmail, LOCAL_PHONE_PATTERN } from './customer-input';
import { paymentFields } from './payment-fields';
import { REQUEST_ID_PATTERN } from './site';

/** The wire format (docs/bills-api.md) in VTpass's names, spoken only inside src/lib/bills; the browser loads it (with valibot) beside its first request. */

const optionalText = v.optional(v.string());

const provider = v.object({ ProviderName: v.string(), ServiceId: v.string() });

const meterDetails = v.object({
  Customer_Name: optionalText,
  Meter_Number: optionalText,
  MeterNumber: optionalText,
  Address: optionalText,
  Customer_Arrears: v.nullish(v.union([v.string(), v.number()])),
  Meter_Type: optionalText,
});

const serviceType = v.object({
  id: v.number(),
  name: v.string(),
  identifier: v.string(),
  aliases: v.optional(v.array(v.string())),
});

const distributor = v.object({
  ...provider.entries,
  minimumAmount: v.number(),
  maximumAmount: v.number(),
  convenienceFee: v.number(),
});

const variation = v.object({
  variation_code: v.string(),
  name: v.string(),
  variation_amount: v.pipe(v.string(), v.decimal()),
  fixedPrice: v.picklist(['Yes', 'No']),
});

const variations = v.object({ serviceID: v.string(), ServiceName: v.string(), variations: v.array(variation) });

const meterLookup = v.object({
  ...meterDetails.entries,
  merchantlog: v.nullable(provider),
  vtPassData: v.optional(v.unknown()),
});

/** The second (with distributor) verification's payload; `content.error` is VTpass's way of saying "wrong meter". */
const distributorCheck = v.object({
  code: v.string(),
  content: v.object({
    ...meterDetails.entries,
    error: optionalText,
    WrongBillersCode: v.optional(v.boolean()),
    Minimum_Amount: v.optional(v.number()),
    Can_Vend: optionalText,
  }),
});

const payment = v.object(paymentFields(optionalText));

/** The meter verification's body: a first call leaves `serviceID`, `type` and `serviceName` empty. */
export const verifyMerchantRequest = v.object({
  billersCode: v.pipe(v.string(), v.regex(/^\d{11}$/, 'must be an 11-digit meter number')),
  serviceID: v.pipe(v.string(), v.maxLength(60)),
  type: v.picklist(['prepaid', 'postpaid', ''], 'must be "prepaid", "postpaid" or ""'),
  billCategory: v.literal('Electricity', 'must be "Electricity"'),
  serviceName: v.pipe(v.string(), v.maxLength(120)),
});

/** One request id per order, reused by every tab, reload and lost answer; any total but `expectedTotal` is a 409 (PRICE_CHANGED), uncharged. */
export const payRequest = v.object({
  requestId: v.pipe(
    v.string(),
    v.regex(REQUEST_ID_PATTERN, 'must be 12 digits of Africa/Lagos YYYYMMDDHHmm then at least 12 letters or digits'),
  ),
  serviceID: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  billersCode: v.pipe(
    v.string(),
    v.regex(/^\+?\d{10,13}$/, 'must be a meter, smartcard or phone number of 10 to 13 digits'),
  ),
  variationCode: v.optional(v.pipe(v.string(), v.maxLength(60))),
  type: v.optional(v.picklist(['prepaid', 'postpaid'])),
  amount: v.pipe(v.number('must be a number of Naira'), v.gtValue(0), v.maxValue(10_000_000)),
  expectedTotal: v.optional(
    v.pipe(v.number('must be the total shown, a number of Naira'), v.minValue(0), v.maxValue(20_000_000)),
  ),
  // The forms' own rules (customer-input.ts): what they accept is what is accepted here.
  phone: v.pipe(
    v.string(),
    v.check(
      (phone) => phone === '' || LOCAL_PHONE_PATTERN.test(phone),
      'must be empty or a Nigerian mobile number like 08031234567',
    ),
  ),
  email: v.pipe(
    v.string(),
    v.check(
      (email) => email === '' || isEmail(email),
      `must be empty or an email address of at most ${EMAIL_MAX_LENGTH} characters`,
    ),
  ),
});

export type WireServiceType = v.InferOutput<typeof serviceType>;
export type WireDistributor = v.InferOutput<typeof distributor>;
export type WireVariation = v.InferOutput<typeof variation>;
export type WireVariations = v.InferOutput<typeof variations>;
export type WireMeterDetails = v.InferOutput<typeof meterDetails>;
export type WireMerchantLogResult = v.InferOutput<typeof meterLookup>;
export type WireDistributorCheckResult = v.InferOutput<typeof distributorCheck>;
export type WirePayment = v.InferOutput<typeof payment>;
export type WireVerifyMerchantRequest = v.InferOutput<typeof verifyMerchantRequest>;
export type WirePayRequest = v.InferOutput<typeof payRequest>;

const BILLS_ANSWERS = {
  serviceTypes: v.array(serviceType),
  distributors: v.array(distributor),
  variations,
  meterLookup,
  distributorCheck,
  payment,
  /** Plans are read leniently where they are shown (pricing's plan-schema.ts): one bad plan is left out, not the list. */
  membershipTiers: v.array(v.unknown()),
} as const;

export type BillsAnswerName = keyof typeof BILLS_ANSWERS;
export type BillsAnswerOf<Name extends BillsAnswerName> = v.InferOutput<(typeof BILLS_ANSWERS)[Name]>;

export function checkAnswer<Name extends BillsAnswerName>(
  name: Name,
  payload: unknown,
): { output: BillsAnswerOf<Name> } | null {
  const result = v.safeParse(BILLS_ANSWERS[name], payload);
  return result.success ? { output: result.output } : null;
}
