// next.config.js points SWR's `use-sync-external-store/shim` (for React 16 and 17) here: React 19 has it built in.
export { useSyncExternalStore } from 'react';
