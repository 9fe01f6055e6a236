/** The pages rendered per request, for their nonce: they take personal data, and only scripts with that request's nonce run. */
export declare const PER_REQUEST_PAGES: readonly string[];
