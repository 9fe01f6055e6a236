'use client';

import dynamic from 'next/dynamic';

/** The error page, fetched only when a page fails: every page carries the boundary, few ever need it. */
export const LazyPageError = dynamic(() => import('./PageError').then((module) => module.PageError));
