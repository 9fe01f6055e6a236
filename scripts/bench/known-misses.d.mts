export type KnownMiss = { topic: string; targets: string[]; keeps: string; tried: string[] };
export const KNOWN_MISSES: KnownMiss[];
