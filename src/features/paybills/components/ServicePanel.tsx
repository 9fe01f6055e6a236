'use client';

import type { ServiceType } from '@/features/paybills/api';
import { FormClassNamesContext } from '@/features/paybills/form-class-names';
import type { PaymentFormClassNames } from '@/features/paybills/payment-form-styles';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { ElectricityPayment } from './ElectricityPayment';
import { TopUpForm } from './TopUpForm';
import { TvSubscriptionForm } from './TvSubscriptionForm';

function ServiceForm({ serviceType }: { serviceType: ServiceType }) {
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

/** The form for one service type, chosen by its identifier, with the class names the page styled for it. */
export function ServicePanel({ serviceType, classNames }: { serviceType: ServiceType; classNames: PaymentFormClassNames }) {
  return (
    <FormClassNamesContext value={classNames}>
      <ServiceForm serviceType={serviceType} />
    </FormClassNamesContext>
  );
}
