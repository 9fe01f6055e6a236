/** @jsxImportSource @/styles/server-jsx */

import type { ReactNode } from 'react';
import { grid } from '../contact-layout-styles';

/** The form beside the contact tiles on wide screens, stacked on phones. */
export function ContactLayout({ children }: { children: ReactNode }) {
  return <div css={grid}>{children}</div>;
}
