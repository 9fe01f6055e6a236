// @ts-check
// `npm run fonts` (run by `npm run build` and `npm run dev`): writes the core face and its fallbacks' rules
// into the git-ignored src/styles/generated/, where src/styles/fonts.ts and globals.css import them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fallbackFaces } from './fallback-faces.ts';
import { coreFont } from './subset-sans.ts';

const GENERATED = new URL('../../src/styles/generated/', import.meta.url);
mkdirSync(GENERATED, { recursive: true });
writeFileSync(new URL('plus-jakarta-sans-core.woff2', GENERATED), await coreFont());
writeFileSync(new URL('fallback-faces.css', GENERATED), fallbackFaces());
