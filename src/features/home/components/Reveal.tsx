/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useRef, type ReactNode } from 'react';
import { useReveal, type RevealState } from '@/features/home/use-reveal';

/** Sections fade in at 30% visibility. */
const PRESETS = {
  section: { threshold: 0.3, rootMargin: '0px', offset: 'translateY(24px)' },
} as const;

const revealStyle = (state: RevealState, offset: string) =>
  css({
    opacity: state === 'hidden' ? 0 : 1,
    transform: state === 'hidden' ? offset : 'none',
    transition: state === 'shown' ? 'opacity 300ms ease-out, transform 300ms ease-out' : 'none',
  });

export function Reveal({ children, variant = 'section', className }: { children: ReactNode; variant?: keyof typeof PRESETS; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const preset = PRESETS[variant];
  const state = useReveal(ref, preset);
  return (
    <div ref={ref} css={revealStyle(state, preset.offset)} className={className} data-reveal={state}>
      {children}
    </div>
  );
}
