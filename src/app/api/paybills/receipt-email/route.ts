import { requeryFor } from '@/lib/bills/server';
import { handleEmailAgain } from '@/features/paybills/receipt-email/handle-email-again';
import { otherMethods } from '@/lib/http/methods';

/** Email it again: a receipt's copy to the address given when paying (its policy lives in features/paybills/receipt-email). */
export const POST = (request: Request) => handleEmailAgain(request, (reference) => requeryFor(request, reference));
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
