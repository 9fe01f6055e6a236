/** The pages rendered per request: they answer each request differently, so they cannot be stored, and get a nonce instead of hashes. */
export declare const PER_REQUEST_PAGES: readonly string[];
/** Whether a request is for a page rendered per request (the search, also as `/?q=`). */
export declare function isPerRequestPage(pathname: string, searchParams: URLSearchParams): boolean;
