/** @jsxImportSource @emotion/react */
'use client';

import type { ServiceType } from './api';
import { ElectricityPayment } from './ElectricityPayment';
import { TopUpForm } from './forms/TopUpForm';
import { TvSubscriptionForm } from './forms/TvSubscriptionForm';
import { PAYBILLS_TEXT } from './strings';

/** The form for one service type, chosen by its identifier. */
export function ServicePanel({ serviceType }: { serviceType: ServiceType }) {
  switch (serviceType.identifier) {
    case 'electricity-bill':
      return <ElectricityPayment />;
    case 'data':
      return <TopUpForm idPrefix="data" withPeriods />;
    case 'airtime':
      return <TopUpForm idPrefix="airtime" withPeriods={false} />;
    case 'tv-subscription':
      return <TvSubscriptionForm />;
    default:
      return <p>{PAYBILLS_TEXT.unsupportedService}</p>;
  }
}
