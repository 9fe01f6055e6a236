// @ts-check
// Renders the benchmark's checks as Markdown: one table per target, with the bare page beside, then
// for each missed target the run's evidence and what keeps it from being met (known-misses.mjs).
import { ratio, round } from './stats.mjs';

/** @typedef {import('./stats.mjs').Check} Check */
/** @typedef {import('./known-misses.mjs').KnownMiss} KnownMiss */

/** @param {number | null} value @param {string} [unit] */
function figure(value, unit = '') {
  return value === null || !Number.isFinite(value) ? '–' : `${round(value)}${unit}`;
}

/** A median with the spread of its runs, when they differ. @param {number | null} value @param {string} [unit] @param {import('./stats.mjs').Spread} [runs] */
function figureWithSpread(value, unit = '', runs) {
  const median = figure(value, unit);
  return runs && runs.min !== runs.max ? `${median} (${round(runs.min)} to ${round(runs.max)})` : median;
}

/** @param {Check} entry */
const missLine = (entry) => `- ${entry.target}, ${entry.route}: ${figure(entry.measured, entry.unit)} (limit ${entry.limit}${entry.unit ?? ''})${entry.evidence ? `; ${entry.evidence}` : ''}`;

/** @param {Check[]} missed @param {KnownMiss[]} knownMisses @returns {string[]} */
function missSections(missed, knownMisses) {
  if (missed.length === 0) return [];
  const lines = ['## Why targets are missed', ''];
  for (const known of knownMisses) {
    const entries = missed.filter((entry) => known.targets.includes(entry.target));
    if (entries.length === 0) continue;
    lines.push(`### ${known.topic}`, '', 'Missed in this run, with what the run measured:', '', ...entries.map(missLine), '');
    lines.push(`What keeps it from being met: ${known.keeps}`, '', 'What was tried:', '', ...known.tried.map((step) => `- ${step}`), '');
  }
  const unexplained = missed.filter((entry) => !knownMisses.some((known) => known.targets.includes(entry.target)));
  if (unexplained.length > 0) {
    lines.push('### Not explained yet', '', 'No cause is recorded for these misses (scripts/bench/known-misses.mjs): find it before counting them as known.', '', ...unexplained.map(missLine), '');
  }
  return lines;
}

/**
 * @param {{ title: string, intro: string, checks: Check[], notes?: string[], knownMisses?: KnownMiss[] }} input
 * @returns {string}
 */
export function renderReport({ title, intro, checks, notes = [], knownMisses = [] }) {
  /** @type {Map<string, Check[]>} */
  const byTarget = new Map();
  for (const entry of checks) byTarget.set(entry.target, [...(byTarget.get(entry.target) ?? []), entry]);
  const passed = checks.filter((entry) => entry.pass).length;
  const lines = [`# ${title}`, '', intro, '', `**${passed} of ${checks.length} checks pass.**`, ''];
  for (const [target, entries] of byTarget) {
    lines.push(`## ${target}`, '', '| route | measured | bare page | ratio | limit | pass |', '| --- | --- | --- | --- | --- | --- |');
    for (const entry of entries) {
      const r = entry.bare === null ? NaN : ratio(entry.measured, entry.bare);
      lines.push(
        `| ${entry.route} | ${figureWithSpread(entry.measured, entry.unit, entry.spread?.measured)} | ${figureWithSpread(entry.bare, entry.unit, entry.spread?.bare)} | ${Number.isFinite(r) ? round(r) : '–'} | ${entry.limit}${entry.unit ?? ''} | ${entry.pass ? 'yes' : '**no**'} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    ...missSections(
      checks.filter((entry) => !entry.pass),
      knownMisses,
    ),
  );
  if (notes.length > 0) lines.push('## Notes', '', ...notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}
