// Plain JavaScript (typed in the .d.mts beside it), so next.config.js could read it too.

export const PAYBILLS_PATH = '/paybills';

/** The browser's one address for the bills API, relayed to BILLS_API_URL or answered by the sandbox. */
export const BILLS_RELAY_PATH = '/api/bills';
