/** See next-start-flags.mjs. */
export declare const NEXT_START_NODE_FLAGS: readonly string[];
