/** Monogram and colour of each distributor's badge (white text on each colour passes WCAG AA). */
const BRANDS: Readonly<Record<string, { monogram: string; color: string }>> = {
  'jos-electric': { monogram: 'JED', color: '#5B2A86' },
  'ibadan-electric': { monogram: 'IBEDC', color: '#0B4F9C' },
  'portharcourt-electric': { monogram: 'PHED', color: '#B3261E' },
  'enugu-electric': { monogram: 'EEDC', color: '#1B6B3A' },
  'benin-electric': { monogram: 'BEDC', color: '#8A4B08' },
  'ikeja-electric': { monogram: 'IE', color: '#AD1457' },
  'eko-electric': { monogram: 'EKEDC', color: '#00695C' },
  'abuja-electric': { monogram: 'AEDC', color: '#1A237E' },
  'kano-electric': { monogram: 'KEDCO', color: '#4E342E' },
  'yola-electric': { monogram: 'YEDC', color: '#37474F' },
  'aba-electric': { monogram: 'APLE', color: '#9A3412' },
  'kaduna-electric': { monogram: 'KAEDCO', color: '#0E7490' },
};

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
