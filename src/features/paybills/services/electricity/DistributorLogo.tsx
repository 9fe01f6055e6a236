'use client';

import type { CSSProperties } from 'react';
import { distributorBrand } from './distributor-brands';
import { distributorLogo as styles } from './DistributorLogo.styles';

/** Decorative: the name is always written next to it. */
export function DistributorLogo({
  serviceId,
  name,
  small = false,
}: {
  serviceId: string;
  name: string;
  small?: boolean;
}) {
  const brand = distributorBrand(serviceId, name);
  return (
    <span
      className={small ? styles.small : styles.large}
      style={{ '--brand': brand.color } as CSSProperties}
      aria-hidden="true"
    >
      {brand.monogram}
    </span>
  );
}
