export declare const PAYBILLS_PATH: '/paybills';
/** The browser's one address for the bills API, relayed to BILLS_API_URL or answered by the sandbox. */
export declare const BILLS_RELAY_PATH: '/api/bills';
