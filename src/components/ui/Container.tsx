import type { ReactNode } from 'react';
import { container } from './Container.styles';

export function Container({ children }: { children: ReactNode }) {
  return <div className={container.column}>{children}</div>;
}
