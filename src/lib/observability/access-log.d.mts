import type { IncomingMessage, ServerResponse } from 'node:http';

/** Logs one line for an answer that has ended. */
export declare function logAnswer(request: IncomingMessage, response: ServerResponse, startedAt: number, requestId: string): void;
