import 'server-only';
import { BILLS_FAILURE_MESSAGES } from '@/lib/bills/messages';
import type { ServerRead } from '@/lib/bills/server-reads';
import { normalisePlans, type Plan } from './plan-schema';

export type PlansOnServer = { plans: Plan[] } | { error: string };

/** The `membership-tier` read as the page shows it; an answer that is not a list is a failure, as in the browser (api.ts). */
export function plansOnServer(read: ServerRead): PlansOnServer {
  if (!read.ok) return { error: read.message };
  if (!Array.isArray(read.payload)) return { error: BILLS_FAILURE_MESSAGES.unexpectedAnswer };
  return { plans: normalisePlans(read.payload) };
}
