import 'server-only';
import { checkAnswer } from '@/lib/bills-api/answers';
import type { ServerRead } from '@/lib/bills-relay/server-reads';
import type { PayBillsService } from './search-documents';

/** The services the search offers from a `UtilitiesBills` read: none when it failed or has another shape. */
export function payBillsServices(read: ServerRead): PayBillsService[] {
  if (!read.ok) return [];
  return checkAnswer('serviceTypes', read.payload)?.output ?? [];
}
