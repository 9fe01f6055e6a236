import * as catalogue from '@/app/api/sandbox/UtilitiesBills/route';
import * as pay from '@/app/api/sandbox/UtilitiesBills/Pay/route';
import * as requery from '@/app/api/sandbox/UtilitiesBills/Pay/[requestId]/route';
import * as serviceTypes from '@/app/api/sandbox/UtilitiesBills/service-type/route';
import * as variations from '@/app/api/sandbox/UtilitiesBills/variations/route';
import * as verifyMerchant from '@/app/api/sandbox/UtilitiesBills/VerifyMerchant/route';
import * as membershipTier from '@/app/api/sandbox/membership-tier/route';
import type { BillsProvider } from '@/lib/bills-relay/provider';

/** The built-in sandbox as the bills provider, in this process; every call of the contract has its case (the compiler checks). */
export const sandboxProvider: BillsProvider = {
  async answer(call, request) {
    switch (call.name) {
      case 'serviceTypes':
        return catalogue.GET(request);
      case 'distributors':
        return serviceTypes.GET(request);
      case 'variations':
        return variations.GET(request);
      case 'verifyMerchant':
        return verifyMerchant.POST(request);
      case 'pay':
        return pay.POST(request);
      case 'requery':
        return requery.GET(request, { params: Promise.resolve({ requestId: call.requestId }) });
      case 'membershipTiers':
        return membershipTier.GET(request);
    }
  },
};
