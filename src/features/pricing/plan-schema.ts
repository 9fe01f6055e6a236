import * as v from 'valibot';

const price = v.fallback(v.pipe(v.number(), v.minValue(0)), 0);
const percent = v.fallback(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))), null);
const limit = v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null);

const planSchema = v.object({
  id: v.pipe(v.union([v.pipe(v.string(), v.minLength(1)), v.number()]), v.transform(String)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  monthlyPrice: price,
  quarterlyPrice: price,
  yearlyPrice: price,
  isCustomPrice: v.fallback(v.boolean(), false),
  transactionFeePercent: percent,
  jobBidLimit: limit,
  jobPostLimit: limit,
  features: v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((items) => items.filter((item): item is string => typeof item === 'string' && item.trim() !== '')),
  ),
});

export type Plan = v.InferOutput<typeof planSchema>;

/** The plans from a `membership-tier` payload. Anything that is not a list gives no plans; a plan without an id or a name cannot be shown or subscribed to, so it is left out. */
export function normalisePlans(payload: unknown): Plan[] {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((item) => {
    const parsed = v.safeParse(planSchema, item);
    return parsed.success ? [parsed.output] : [];
  });
}
