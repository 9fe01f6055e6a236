'use client';

import type { ServiceType } from '../api';
import { PAYBILLS_TEXT } from '../strings';
import { ElectricityPayment } from './electricity';
import { TopUpForm } from './top-up';
import { TvSubscriptionForm } from './tv';

export function ServicePanel({ serviceType }: { serviceType: ServiceType }) {
  switch (serviceType.identifier) {
    case 'electricity-bill':
      return <ElectricityPayment />;
    case 'data':
      return <TopUpForm kind="data" />;
    case 'airtime':
      return <TopUpForm kind="airtime" />;
    case 'tv-subscription':
      return <TvSubscriptionForm />;
    default:
      return <p>{PAYBILLS_TEXT.unsupportedService}</p>;
  }
}
