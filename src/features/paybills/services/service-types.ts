import type { ServiceType } from '../api';
import type { ServiceKind } from '../payment';
import { PAYBILLS_TEXT } from '../strings';

/** `?service=` */
export const SERVICE_IDENTIFIERS: Readonly<Record<ServiceKind, string>> = {
  electricity: 'electricity-bill',
  data: 'data',
  airtime: 'airtime',
  tv: 'tv-subscription',
};

/** Text as the search compares it: lower case, without accents, spaces or punctuation ("Top-up" is "topup"). */
function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Name matches first ("AIR" is Airtime before Airtel's data), then more matching words, ties in the menu's order. */
export function searchServiceTypes(serviceTypes: ServiceType[], query: string): ServiceType[] {
  const words = query.split(/\s+/).map(searchable).filter(Boolean);
  if (words.length === 0) return serviceTypes;
  return serviceTypes
    .map((serviceType, index) => {
      const name = searchable(serviceType.name);
      const terms = [name, ...(serviceType.aliases ?? []).map(searchable)];
      return {
        serviceType,
        index,
        byName: words.filter((word) => name.includes(word)).length,
        matched: words.filter((word) => terms.some((term) => term.includes(word))).length,
      };
    })
    .filter(({ matched }) => matched > 0)
    .sort((a, b) => b.byName - a.byName || b.matched - a.matched || a.index - b.index)
    .map(({ serviceType }) => serviceType);
}

export function selectedServiceType(serviceTypes: ServiceType[], selectedId: number | null): ServiceType | undefined {
  return (
    serviceTypes.find((serviceType) => serviceType.id === selectedId) ??
    serviceTypes.find((serviceType) => serviceType.name === PAYBILLS_TEXT.defaultServiceType) ??
    serviceTypes[0]
  );
}
