import type { KnownMiss } from './known-misses.mjs';
import type { Check } from './stats.mjs';
export function renderReport(input: { title: string; intro: string; checks: Check[]; notes?: string[]; knownMisses?: KnownMiss[] }): string;
