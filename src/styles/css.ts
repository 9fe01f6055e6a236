import createEmotion from '@emotion/css/create-instance';

export type { CSSObject } from '@emotion/css/create-instance';

/**
 * Emotion's framework-agnostic API (`@emotion/css`) on the site's own instance: `css` takes object or
 * template-literal styles and returns a class name (`e-…`), `keyframes` an animation's name. Style modules
 * export objects of such class names; at build the loader in scripts/styles/ evaluates each module with a
 * fresh instance and hands Next its class names and the CSS Emotion made for them, so no styling code
 * reaches the browser. No vendor prefixes: the site targets current browsers; the few declarations that
 * still need one are written with it.
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- closures over the instance, destructured as Emotion's docs do
export const { css, keyframes, cache } = createEmotion({ key: 'e', stylisPlugins: [] });
