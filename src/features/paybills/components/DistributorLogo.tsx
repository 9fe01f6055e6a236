/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { colors, radius, translucent } from '@/styles/theme';
import { distributorBrand } from '@/features/paybills/distributor-brands';

const badge = (color: string, size: number) =>
  css({
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: size,
    height: size,
    paddingInline: Math.round(size / 8),
    flexShrink: 0,
    borderRadius: radius.md,
    background: color,
    color: colors.white,
    fontWeight: 800,
    fontSize: Math.round(size / 4.2),
    letterSpacing: '0.02em',
    boxShadow: `inset 0 -4px 0 ${translucent.bevel}`,
  });

/** A distributor's monogram badge in its colour; decorative, since its name is always written next to it. */
export function DistributorLogo({ serviceId, name, size = 48 }: { serviceId: string; name: string; size?: number }) {
  const brand = distributorBrand(serviceId, name);
  return (
    <span css={badge(brand.color, size)} aria-hidden="true">
      {brand.monogram}
    </span>
  );
}
