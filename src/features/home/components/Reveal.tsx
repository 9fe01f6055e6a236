'use client';

import { useRef, type ReactNode } from 'react';
import { useReveal } from '@/features/home/use-reveal';
import { reveal } from './Reveal.styles';

/** Sections fade in at 30% visibility. */
const PRESETS = {
  section: { threshold: 0.3, rootMargin: '0px' },
} as const;

/** Marks its section `data-reveal` hidden, then shown, as it scrolls into view, and fades it in. */
export function Reveal({ children, variant = 'section' }: { children: ReactNode; variant?: keyof typeof PRESETS }) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useReveal(ref, PRESETS[variant]);
  return (
    <div ref={ref} className={reveal.section} data-reveal={state}>
      {children}
    </div>
  );
}
