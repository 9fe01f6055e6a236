'use client';

import { useRef, type ReactNode } from 'react';
import { useReveal } from '@/features/home/use-reveal';
import { reveal } from './Reveal.styles';

export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useReveal(ref, 0.3);
  return (
    <div ref={ref} className={reveal.section} data-reveal={state}>
      {children}
    </div>
  );
}
