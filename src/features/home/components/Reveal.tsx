'use client';

import { useRef, type ReactNode } from 'react';
import { useReveal } from '@/features/home/use-reveal';
import { reveal } from './Reveal.styles';

/** Marks its section `data-reveal` hidden, then shown at 30% visibility, and fades it in. */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useReveal(ref, 0.3);
  return (
    <div ref={ref} className={reveal.section} data-reveal={state}>
      {children}
    </div>
  );
}
