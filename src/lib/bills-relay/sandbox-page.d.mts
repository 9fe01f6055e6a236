export declare const PAYBILLS_PATH: '/paybills';
/** Pay bills with the sandbox notice, served at PAYBILLS_PATH while the sandbox answers (never at its own address). */
export declare const SANDBOX_PAYBILLS_PATH: string;
/** Set by the Node request gate alone, which drops a visitor's own: this request's pay bills is the sandbox's. */
export declare const BILLS_SANDBOX_HEADER: string;
