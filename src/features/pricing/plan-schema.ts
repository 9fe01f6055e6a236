import { z } from '@/lib/validation';

const price = z.number().finite().nonnegative().catch(0);
const percent = z.number().finite().min(0).max(100).nullable().catch(null);
const limit = z.number().int().nonnegative().nullable().catch(null);

/** One plan, lenient: a missing or ill-typed field falls back to a safe value instead of failing. */
const planSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().trim().min(1),
  monthlyPrice: price,
  quarterlyPrice: price,
  yearlyPrice: price,
  isCustomPrice: z.boolean().catch(false),
  transactionFeePercent: percent,
  jobBidLimit: limit,
  jobPostLimit: limit,
  features: z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.filter((item): item is string => typeof item === 'string' && item.trim() !== '')),
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
