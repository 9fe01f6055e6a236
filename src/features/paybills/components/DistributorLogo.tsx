'use client';

import { distributorBrand } from '@/features/paybills/distributor-brands';
import { useFormClassNames } from '@/features/paybills/form-class-names';

/** A distributor's monogram badge in its colour; decorative, since its name is always written next to it. */
export function DistributorLogo({ serviceId, name, small = false }: { serviceId: string; name: string; small?: boolean }) {
  const { provider: classNames } = useFormClassNames();
  const brand = distributorBrand(serviceId, name);
  return (
    <span className={small ? classNames.smallBadge : classNames.badge} style={{ background: brand.color }} aria-hidden="true">
      {brand.monogram}
    </span>
  );
}
