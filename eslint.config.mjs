import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', 'studio/dist/**', 'studio/.sanity/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'src/lib/sanity/types.ts'],
  },
  {
    // Seed and illustration images are small local SVGs; next/image adds nothing for them.
    rules: { '@next/next/no-img-element': 'off' },
  },
];

export default config;
