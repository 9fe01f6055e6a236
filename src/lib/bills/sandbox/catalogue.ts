import { SERVICE_LIMITS } from '@/lib/bills/site';
import type { WireDistributor, WireServiceType, WireVariation, WireVariations } from '@/lib/bills/wire';

/** What each distributor charges on top of the amount (Naira); the sandbox applies one flat fee. */
export const ELECTRICITY_CONVENIENCE_FEE = 100;

/** The fee the sandbox's distributors charge now: SANDBOX_CONVENIENCE_FEE, read per request (a test changes the price after a summary), else the usual one. */
export function electricityFee(env: NodeJS.ProcessEnv = process.env): number {
  const fee = Number(env.SANDBOX_CONVENIENCE_FEE);
  return env.SANDBOX_CONVENIENCE_FEE && Number.isInteger(fee) && fee >= 0 ? fee : ELECTRICITY_CONVENIENCE_FEE;
}

export const AIRTIME_SERVICE_IDS = ['mtn', 'glo', 'airtel', 'etisalat'] as const;
export const DATA_SERVICE_IDS = ['mtn-data', 'airtel-data', 'glo-data', 'etisalat-data'] as const;
export const TV_SERVICE_IDS = ['dstv', 'showmax'] as const;

const DISTRIBUTOR_NAMES: ReadonlyArray<[name: string, serviceId: string, shortName: string]> = [
  ['Jos Electric', 'jos-electric', 'JED'],
  ['Ibadan Electric', 'ibadan-electric', 'IBEDC'],
  ['Port Harcourt Electric', 'portharcourt-electric', 'PHED'],
  ['Enugu Electric', 'enugu-electric', 'EEDC'],
  ['Benin Electric', 'benin-electric', 'BEDC'],
  ['Ikeja Electric', 'ikeja-electric', 'IKEDC'],
  ['Eko Electric', 'eko-electric', 'EKEDC'],
  ['Abuja Electric', 'abuja-electric', 'AEDC'],
  ['Kano Electric', 'kano-electric', 'KEDCO'],
  ['Yola Electric', 'yola-electric', 'YEDC'],
  ['Aba Electric', 'aba-electric', 'APLE'],
  ['Kaduna Electric', 'kaduna-electric', 'KAEDCO'],
];

/** The networks airtime and data are bought for: service id, the name on the receipt, and what payers also call it. */
export const NETWORKS: ReadonlyArray<{
  serviceID: (typeof AIRTIME_SERVICE_IDS)[number];
  name: string;
  alsoCalled: readonly string[];
}> = [
  { serviceID: 'mtn', name: 'MTN', alsoCalled: [] },
  { serviceID: 'glo', name: 'Glo', alsoCalled: ['Globacom'] },
  { serviceID: 'airtel', name: 'Airtel', alsoCalled: [] },
  { serviceID: 'etisalat', name: '9mobile', alsoCalled: ['Etisalat'] },
];

/** The 12 distributors (`service-type`), with their fee as it is now. */
export function distributors(): WireDistributor[] {
  const convenienceFee = electricityFee();
  return DISTRIBUTOR_NAMES.map(([ProviderName, ServiceId]) => ({
    ProviderName,
    ServiceId,
    minimumAmount: SERVICE_LIMITS.electricity.minimum,
    maximumAmount: SERVICE_LIMITS.electricity.maximum,
    convenienceFee,
  }));
}

export function findDistributor(serviceId: string): WireDistributor | undefined {
  return distributors().find((distributor) => distributor.ServiceId === serviceId);
}

function plan(variation_code: string, name: string, amount: number): WireVariation {
  return { variation_code, name, variation_amount: amount.toFixed(2), fixedPrice: 'Yes' };
}

function dataPlans(prefix: string): WireVariation[] {
  return [
    plan(`${prefix}-100`, '100 MB - 1 day', 100),
    plan(`${prefix}-500`, '1 GB - 7 days', 500),
    plan(`${prefix}-1000`, '1.5 GB - 30 days', 1000),
    plan(`${prefix}-2000`, '4.5 GB - 30 days', 2000),
    plan(`${prefix}-5000`, '15 GB - 30 days', 5000),
    plan(`${prefix}-1500`, '6 GB - 14 days', 1500),
    plan(`${prefix}-40000`, '150 GB - 365 days', 40000),
  ];
}

const VARIATIONS: Readonly<Record<string, WireVariations>> = {
  'mtn-data': { serviceID: 'mtn-data', ServiceName: 'MTN Data', variations: dataPlans('mtn') },
  'airtel-data': { serviceID: 'airtel-data', ServiceName: 'Airtel Data', variations: dataPlans('airt') },
  'glo-data': { serviceID: 'glo-data', ServiceName: 'Glo Data', variations: dataPlans('glo') },
  'etisalat-data': { serviceID: 'etisalat-data', ServiceName: '9mobile Data', variations: dataPlans('eti') },
  dstv: {
    serviceID: 'dstv',
    ServiceName: 'DStv Subscription',
    variations: [
      plan('dstv-padi', 'DStv Padi', 2950),
      plan('dstv-yanga', 'DStv Yanga', 4200),
      plan('dstv-confam', 'DStv Confam', 7400),
      plan('dstv-compact', 'DStv Compact', 12500),
    ],
  },
  showmax: {
    serviceID: 'showmax',
    ServiceName: 'Showmax',
    variations: [
      plan('showmax-mobile', 'Showmax Mobile', 1200),
      plan('showmax-full', 'Showmax', 2900),
      plan('showmax-pro', 'Showmax Pro', 6300),
    ],
  },
};

export function findVariations(serviceID: string): WireVariations | undefined {
  return Object.hasOwn(VARIATIONS, serviceID) ? VARIATIONS[serviceID] : undefined;
}

const networkNames = NETWORKS.flatMap((network) => [network.name, ...network.alsoCalled]);
const tvNames = TV_SERVICE_IDS.flatMap((serviceID) => findVariations(serviceID)?.ServiceName ?? []);

export const SERVICE_TYPES: readonly WireServiceType[] = [
  {
    id: 1,
    name: 'Electricity Payment',
    identifier: 'electricity-bill',
    aliases: [
      'NEPA',
      'PHCN',
      'light',
      'power',
      'prepaid',
      'postpaid',
      'meter',
      'token',
      'disco',
      ...DISTRIBUTOR_NAMES.flatMap(([name, , shortName]) => [name, shortName]),
    ],
  },
  {
    id: 2,
    name: 'Data Subscription',
    identifier: 'data',
    aliases: ['bundle', 'internet', 'data plan', ...networkNames],
  },
  {
    id: 3,
    name: 'Airtime VTU',
    identifier: 'airtime',
    aliases: ['recharge', 'top up', 'credit', 'recharge card', ...networkNames],
  },
  // Only the TV services the form offers (DStv, Showmax): a payer searching another provider is not sent to a form without it.
  {
    id: 4,
    name: 'TV Subscription',
    identifier: 'tv-subscription',
    aliases: ['cable', 'decoder', 'smartcard', 'DStv', ...tvNames],
  },
];
