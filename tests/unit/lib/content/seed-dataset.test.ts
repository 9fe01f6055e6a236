import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSeedDataset } from '@/lib/content/seed-dataset';

let dir: string;
const seedFile = () => path.join(dir, 'data.ndjson');
const headings = () => loadSeedDataset().map((document) => document.heading);

// Saves the seed with the same modification time as before, as two saves within one tick of the
// kernel's coarse file clock do.
function saveWithinTheSameTick(text: string, time: Date): void {
  writeFileSync(seedFile(), text);
  utimesSync(seedFile(), time, time);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'seed-'));
  vi.stubEnv('CONTENT_SEED_DIR', dir);
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('loadSeedDataset', () => {
  it('reads an edit saved within the same tick of the file clock as the version before it', () => {
    const time = new Date('2026-11-23T12:00:00Z');
    saveWithinTheSameTick('{"_id":"home","_type":"homePage","heading":"Before"}\n', time);
    expect(headings()).toEqual(['Before']);
    saveWithinTheSameTick('{"_id":"home","_type":"homePage","heading":"After the edit"}\n', time);
    expect(headings()).toEqual(['After the edit']);
  });
});
