/** `text` with emails, phones, long numbers (meters, smartcards, tokens) and URL credentials replaced. */
export declare function redactText(text: string): string;
/** A copy fit for a log: strings scrubbed, secret fields replaced, errors as type, message and stack. */
export declare function redactValue(value: unknown, depth?: number): unknown;
