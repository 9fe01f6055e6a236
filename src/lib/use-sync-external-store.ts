// SWR imports `use-sync-external-store/shim`, a copy of the hook for React 16 and 17; React 19 has it
// built in. next.config.js points that import here, so pages that fetch with SWR ship React's own.
export { useSyncExternalStore } from 'react';
