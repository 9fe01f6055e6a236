import { serializeStyles, type Interpolation, type SerializedStyles } from '@emotion/serialize';

export type { Interpolation, SerializedStyles };

/**
 * Emotion's `css`, without React: styles written with it work in server components (through
 * `@/styles/server-jsx`) and in client components (through `@emotion/react`) alike.
 */
export function css(...styles: Interpolation<unknown>[]): SerializedStyles {
  return serializeStyles(styles);
}
