import type { Browser } from '@playwright/test';
export const SLOW_PHONE: { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean };
export const TAP_DELAY_MS: number;
export type Probe = { route: string; control: string; answered: string };
export const PROBES: Record<'menu' | 'disclosure' | 'tab' | 'roleCard' | 'pricingPeriod' | 'faq' | 'howItWorksTab' | 'legalContents' | 'bareControl', Probe>;
/** Times on the page's clock (ms from the navigation's start). */
export type TapMarks = { fcp: number | null; painted: number | null; taps: number[]; answered: number | null };
export function tapAfterPaint(browser: Browser, url: string, probe: { control: string; answered: string }, options?: { retapMs?: number; timeoutMs?: number }): Promise<TapMarks>;
