/** @jsxImportSource @/styles/server-jsx */

import type { ReactNode } from 'react';
import { containerStyle } from './container-style';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={containerStyle} className={className}>
      {children}
    </div>
  );
}
