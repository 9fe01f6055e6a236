// @ts-check
// Renders the benchmark's checks as Markdown: one table per target, with the bare page beside.
import { ratio, round } from './stats.mjs';

/** @typedef {import('./stats.mjs').Check} Check */

/** @param {number | null} value @param {string} [unit] */
function figure(value, unit = '') {
  return value === null || !Number.isFinite(value) ? '–' : `${round(value)}${unit}`;
}

/**
 * @param {{ title: string, intro: string, checks: Check[], notes?: string[] }} input
 * @returns {string}
 */
export function renderReport({ title, intro, checks, notes = [] }) {
  /** @type {Map<string, Check[]>} */
  const byTarget = new Map();
  for (const entry of checks) byTarget.set(entry.target, [...(byTarget.get(entry.target) ?? []), entry]);
  const passed = checks.filter((entry) => entry.pass).length;
  const lines = [`# ${title}`, '', intro, '', `**${passed} of ${checks.length} checks pass.**`, ''];
  for (const [target, entries] of byTarget) {
    lines.push(`## ${target}`, '', '| route | measured | bare page | ratio | limit | pass |', '| --- | --- | --- | --- | --- | --- |');
    for (const entry of entries) {
      const r = entry.bare === null ? NaN : ratio(entry.measured, entry.bare);
      lines.push(`| ${entry.route} | ${figure(entry.measured, entry.unit)} | ${figure(entry.bare, entry.unit)} | ${Number.isFinite(r) ? round(r) : '–'} | ${entry.limit}${entry.unit ?? ''} | ${entry.pass ? 'yes' : '**no**'} |`);
    }
    lines.push('');
  }
  if (notes.length > 0) lines.push('## Notes', '', ...notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}
