'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { colors, radius } from '@/styles/theme';

export function LeavePreviewLink({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    // A full navigation to the route handler, which clears the draft cookie: not a page for <Link>.
    <a
      href={`/api/draft-mode/disable?${new URLSearchParams({ redirect: pathname })}`}
      style={{
        position: 'fixed',
        bottom: 16,
        right: 16,
        zIndex: 300,
        padding: '12px 20px',
        borderRadius: radius.pill,
        background: colors.ink,
        color: colors.white,
        fontWeight: 700,
      }}
    >
      {children}
    </a>
  );
}
