import type { ReactNode } from 'react';
import { contactLayout } from './ContactLayout.styles';

/** The form beside the contact tiles on wide screens, stacked on phones. */
export function ContactLayout({ children }: { children: ReactNode }) {
  return <div className={contactLayout.grid}>{children}</div>;
}
