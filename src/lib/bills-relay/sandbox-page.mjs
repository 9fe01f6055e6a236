// Plain JavaScript (typed in the .d.mts beside it): next.config.js routes with it, and the Node request
// gate marks the requests it applies to.

export const PAYBILLS_PATH = '/paybills';

/** Pay bills with the sandbox notice, served at PAYBILLS_PATH while the sandbox answers (never at its own address). */
export const SANDBOX_PAYBILLS_PATH = '/paybills/sandbox';

/** Set by the Node request gate alone, which drops a visitor's own: this request's pay bills is the sandbox's. */
export const BILLS_SANDBOX_HEADER = 'x-helpa-bills-sandbox';
