import { LineIcon } from '@/components/ui/LineIcon';

const PATHS: Readonly<Record<string, string>> = {
  'electricity-bill': 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  data: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  airtime: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  'tv-subscription': 'M3 6h18v12H3zM8 21h8M9 2l3 4 3-4',
};
const FALLBACK = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z';

export function ServiceIcon({ identifier }: { identifier: string }) {
  return <LineIcon path={PATHS[identifier] ?? FALLBACK} size={22} strokeWidth={2} />;
}
