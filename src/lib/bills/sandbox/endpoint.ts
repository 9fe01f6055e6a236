import type * as v from 'valibot';
import { REQUEST_ID_PATTERN } from '@/lib/bills/site';
import type { BillsEndpoint } from '@/lib/bills/calls';
import { readJsonBody } from '@/lib/http/body';
import { jsonError } from '@/lib/http/json-error';
import { distributors, findVariations, SERVICE_TYPES } from './catalogue';
import { payloadResponse, refuseSandboxPost } from './http';
import { verifyMerchant, verifyMerchantRequestSchema } from './meters';
import { sandboxLedger } from './payments';
import { payRequest } from '../wire';
import { membershipTiers } from './plans';

type Outcome = { status: 200; payload: unknown } | { status: number; code: string; message: string };

function answered(request: Request, outcome: Outcome): Promise<Response> | Response {
  return 'payload' in outcome
    ? payloadResponse(request, outcome.payload)
    : jsonError(outcome.status, outcome.code, outcome.message);
}

function variationsOf(request: Request): Promise<Response> | Response {
  const serviceID = new URL(request.url).searchParams.get('serviceID');
  if (!serviceID) return jsonError(400, 'invalid_query', 'serviceID: required, e.g. ?serviceID=mtn-data');
  const variations = findVariations(serviceID);
  if (!variations) return jsonError(404, 'unknown_service', `serviceID: no variations for "${serviceID.slice(0, 60)}"`);
  return payloadResponse(request, variations);
}

async function posted<T>(
  request: Request,
  schema: v.GenericSchema<unknown, T>,
  outcome: (body: T) => Outcome | Promise<Outcome>,
): Promise<Response> {
  const refused = await refuseSandboxPost(request);
  if (refused) return refused;
  const body = await readJsonBody(request, schema);
  return 'error' in body ? body.error : answered(request, await outcome(body.data));
}

async function requery(request: Request, requestId: string): Promise<Response> {
  if (!REQUEST_ID_PATTERN.test(requestId))
    return jsonError(
      400,
      'invalid_request_id',
      'requestId: must be 12 digits of YYYYMMDDHHmm then at least 12 letters or digits',
    );
  return answered(request, await sandboxLedger.requery(requestId));
}

/** The built-in sandbox, in this process: VTpass's behaviour for every call of the contract (the compiler checks each has its case). */
export const sandboxEndpoint: BillsEndpoint = {
  async answer(call, request) {
    switch (call.name) {
      case 'serviceTypes':
        return payloadResponse(request, SERVICE_TYPES);
      case 'distributors':
        return payloadResponse(request, distributors());
      case 'variations':
        return variationsOf(request);
      case 'verifyMerchant':
        return posted(request, verifyMerchantRequestSchema, verifyMerchant);
      case 'pay':
        return posted(request, payRequest, (body) => sandboxLedger.pay(body));
      case 'requery':
        return requery(request, call.requestId);
      case 'membershipTiers':
        return payloadResponse(request, membershipTiers);
    }
  },
};
