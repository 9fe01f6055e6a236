/** @jsxImportSource @emotion/react */
'use client';

import { space } from '@/styles/theme';
import { DistributorLogo } from './DistributorLogo';
import type { Provider } from '@/features/paybills/electricity-reducer';

/** A distributor's badge and name, inline. */
export function ProviderName({ provider }: { provider: Provider }) {
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: space.sm }}>
      <DistributorLogo serviceId={provider.ServiceId} name={provider.ProviderName} size={32} />
      {provider.ProviderName}
    </span>
  );
}
