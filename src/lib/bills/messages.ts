/** What a visitor reads of the bills API, whichever side says it: the browser's client, the relay or the sandbox. */

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

/** What a visitor reads when the service cannot be reached or answers badly: never "Failed to fetch" or a bare status. */
export const BILLS_FAILURE_MESSAGES = {
  unreachable: 'We could not reach the bills service. Check your internet connection, then try again.',
  timeout: 'The bills service is taking too long to answer. Please try again.',
  serverProblem: 'The bills service is having a problem right now. Please try again in a few minutes.',
  refused: 'The bills service could not accept this request. Please check the details and try again.',
  unexpectedAnswer: 'The bills service sent an answer we did not expect. Please try again in a few minutes.',
} as const;

export const METER_NOT_FOUND_MESSAGE = 'We could not find this meter. Please select your power distributor.';
