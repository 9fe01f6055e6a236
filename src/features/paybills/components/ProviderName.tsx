'use client';

import type { Provider } from '@/features/paybills/api';
import { useFormClassNames } from '@/features/paybills/form-class-names';
import { DistributorLogo } from './DistributorLogo';

/** A distributor's badge and name, inline. */
export function ProviderName({ provider }: { provider: Provider }) {
  const { provider: classNames } = useFormClassNames();
  return (
    <span className={classNames.name}>
      <DistributorLogo serviceId={provider.serviceId} name={provider.name} small />
      {provider.name}
    </span>
  );
}
