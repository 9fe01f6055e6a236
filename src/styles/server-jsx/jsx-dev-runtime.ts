import type { ElementType, Key } from 'react';
import { jsx, jsxs } from './jsx-runtime';

export type { JSX } from './jsx-runtime';
export { Fragment } from './jsx-runtime';

/** `next dev` compiles JSX to jsxDEV; the development details are not needed for styling. */
export function jsxDEV(type: ElementType, props: Parameters<typeof jsx>[1], key: Key | undefined, isStaticChildren: boolean) {
  return (isStaticChildren ? jsxs : jsx)(type, props, key);
}
