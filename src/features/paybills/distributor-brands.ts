import brands from './distributor-brands.json';

/** Monogram and colour of each distributor's badge (white text on each colour passes WCAG AA). */
const BRANDS: Readonly<Record<string, { monogram: string; color: string }>> = brands;

const FALLBACK_COLOR = '#0A6847';

export function distributorBrand(serviceId: string, providerName: string): { monogram: string; color: string } {
  const brand = BRANDS[serviceId];
  if (brand) return brand;
  const initials = providerName
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 4)
    .toUpperCase();
  return { monogram: initials || '?', color: FALLBACK_COLOR };
}
