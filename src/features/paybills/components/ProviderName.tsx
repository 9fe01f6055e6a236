/** @jsxImportSource @emotion/react */
'use client';

import { space } from '@/styles/theme';
import { DistributorLogo } from './DistributorLogo';
import type { Provider } from '@/features/paybills/api';

/** A distributor's badge and name, inline. */
export function ProviderName({ provider }: { provider: Provider }) {
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: space.sm }}>
      <DistributorLogo serviceId={provider.serviceId} name={provider.name} size={32} />
      {provider.name}
    </span>
  );
}
