import type { ReactNode } from 'react';
import { contactLayout } from './ContactLayout.styles';

export function ContactLayout({ children }: { children: ReactNode }) {
  return <div className={contactLayout.grid}>{children}</div>;
}
