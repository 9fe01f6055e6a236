// @ts-check
// The targets as the report names them; known-misses.mjs explains some of them by name.

import { THROUGHPUT_ACCEPT_ENCODING } from './throughput.mjs';

export const TARGETS = Object.freeze({
  throughput: `Throughput (requests/s, 50 connections, Accept-Encoding: ${THROUGHPUT_ACCEPT_ENCODING}): at least 0.6 of the bare page`,
  throughputErrors: 'Throughput: errors (non-2xx/3xx and socket errors)',
  firstLoadJs: 'First-load JavaScript (kB gzip): within 20 kB of the bare page, 10 kB on static pages',
  homeHtml: 'Home HTML (kB gzip)',
  mobilePerformance: 'Lighthouse mobile: performance no more than 3 points below the bare page, 100 where it reads 100',
  mobileCategory: (/** @type {string} */ name) => `Lighthouse mobile: ${name} 100`,
  mobileLcp: "Lighthouse mobile: LCP (ms) at most the bare page's + 400",
  mobileCls: 'Lighthouse mobile: CLS 0',
  mobileTbt: "Lighthouse mobile: TBT (ms) at most 1.5 times the bare page's",
  desktopCategory: (/** @type {string} */ name) => `Lighthouse desktop: ${name} 100`,
  headers: 'Security headers: Observatory-style score (>= 100 where personal data is taken, >= 80 elsewhere)',
  fuzzFailures: 'Fuzz (tests/e2e/fuzz.spec.ts): malformed requests answered with a 5xx or not at all',
  fuzzProblems: 'Fuzz: refusals that are not a 4xx JSON error (API) or the 404 page (pages)',
});
