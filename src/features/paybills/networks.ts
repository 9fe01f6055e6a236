import { normalisePhone } from '@/lib/bills/customer-input';

export type NetworkId = 'mtn' | 'airtel' | 'glo' | 'etisalat';

export const NETWORK_IDS: readonly NetworkId[] = ['mtn', 'airtel', 'glo', 'etisalat'];

/** Nigerian mobile prefixes (NCC allocations). */
const PREFIXES: Readonly<Record<NetworkId, readonly string[]>> = {
  mtn: [
    '0703',
    '0704',
    '0706',
    '07025',
    '07026',
    '0803',
    '0806',
    '0810',
    '0813',
    '0814',
    '0816',
    '0903',
    '0906',
    '0913',
    '0916',
  ],
  airtel: ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0911', '0912'],
  glo: ['0705', '0805', '0807', '0811', '0815', '0905', '0915'],
  etisalat: ['0809', '0817', '0818', '0908', '0909'],
};

/** null when its prefix is unknown (the visitor then chooses). Longest prefix wins. */
export function detectNetwork(phone: string): NetworkId | null {
  const local = normalisePhone(phone);
  const matches = NETWORK_IDS.flatMap((id) =>
    PREFIXES[id].filter((prefix) => local.startsWith(prefix)).map((prefix) => ({ id, length: prefix.length })),
  );
  return matches.sort((a, b) => b.length - a.length)[0]?.id ?? null;
}
