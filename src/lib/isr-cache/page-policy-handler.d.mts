import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

/** `handler`, giving each app page it stores a Content-Security-Policy that names the page's inline scripts by hash. */
export declare function withPagePolicies(handler: Handler, settings: () => { projectId?: string }): Handler;
