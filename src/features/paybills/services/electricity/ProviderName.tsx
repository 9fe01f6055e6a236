'use client';

import type { Provider } from '../../api';
import { DistributorLogo } from './DistributorLogo';
import { providerName as styles } from './ProviderName.styles';

export function ProviderName({ provider }: { provider: Provider }) {
  return (
    <span className={styles.name}>
      <DistributorLogo serviceId={provider.serviceId} name={provider.name} small />
      {provider.name}
    </span>
  );
}
