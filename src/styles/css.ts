import createEmotion from '@emotion/css/create-instance';

export type { CSSObject } from '@emotion/css/create-instance';

/**
 * The site's own Emotion instance. At build the loader in scripts/styles/ evaluates each style module and hands Next
 * its class names and CSS, so no styling code reaches the browser. No vendor prefixes: the site targets current browsers.
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- closures over the instance, destructured as Emotion's docs do
export const { css, keyframes, cache } = createEmotion({ key: 'e', stylisPlugins: [] });
