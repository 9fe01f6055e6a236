import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PROMTOOL = process.env.PROMTOOL_PATH || '/usr/bin/promtool';
const RULES_DIR = path.resolve('deploy/prometheus');

function promtool(...args: string[]): string {
  return execFileSync(PROMTOOL, args, { cwd: RULES_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

// Debian's `prometheus` package (npm test installs it, scripts/ensure-packages.mjs); PROMTOOL_PATH points at another.
describe.skipIf(!existsSync(PROMTOOL))('the example alert rules (deploy/prometheus)', () => {
  it('are valid rules', () => {
    expect(promtool('check', 'rules', 'alerts.yml')).toContain('SUCCESS: 5 rules found');
  });

  it('fire on the series that should raise them and stay quiet before (promtool test rules)', () => {
    expect(promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });

  it('name only series the site exports', () => {
    const rules = readFileSync(path.join(RULES_DIR, 'alerts.yml'), 'utf8');
    const metricsSource = readFileSync(path.resolve('src/lib/observability/metrics.ts'), 'utf8');
    const named = new Set([...rules.matchAll(/\bhelpa_[a-z_]+\b/g)].map((match) => match[0]));
    expect(named.size).toBeGreaterThan(4);
    for (const series of named) expect(metricsSource, series).toContain(`'${series}'`);
  });
});
