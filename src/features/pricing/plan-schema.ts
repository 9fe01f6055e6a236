import * as z from 'zod/mini';
import '@/lib/validation';

const price = z.catch(z.number().check(z.nonnegative()), 0);
const percent = z.catch(z.nullable(z.number().check(z.minimum(0), z.maximum(100))), null);
const limit = z.catch(z.nullable(z.int().check(z.nonnegative())), null);

/** One plan, lenient: a missing or ill-typed field falls back to a safe value instead of failing. */
const planSchema = z.object({
  id: z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String)),
  name: z.string().check(z.trim(), z.minLength(1)),
  monthlyPrice: price,
  quarterlyPrice: price,
  yearlyPrice: price,
  isCustomPrice: z.catch(z.boolean(), false),
  transactionFeePercent: percent,
  jobBidLimit: limit,
  jobPostLimit: limit,
  features: z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items) => items.filter((item): item is string => typeof item === 'string' && item.trim() !== '')),
  ),
});

export type Plan = z.infer<typeof planSchema>;

/**
 * The plans from a `membership-tier` payload. Anything that is not a list gives no plans; a plan
 * without an id or a name cannot be shown or subscribed to, so it is left out.
 */
export function normalisePlans(payload: unknown): Plan[] {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((item) => {
    const parsed = planSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
