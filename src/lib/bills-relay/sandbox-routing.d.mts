export declare const PAYBILLS_PATH: '/paybills';
/** Pay bills with the sandbox notice, served at PAYBILLS_PATH while the sandbox answers (never at its own address). */
export declare const SANDBOX_PAYBILLS_PATH: string;
/** The browser's one address for the bills API, relayed to BILLS_API_URL or answered by the sandbox. */
export declare const BILLS_RELAY_PATH: '/api/bills';
/** The built-in sandbox's own address, which answers BILLS_RELAY_PATH while no bills API is configured. */
export declare const SANDBOX_API_PATH: '/api/sandbox';
/** Set by the Node request gate alone, which drops a visitor's own: this request goes to the sandbox. */
export declare const BILLS_SANDBOX_HEADER: string;
