import 'server-only';
import createCache from '@emotion/cache';
import type { SerializedStyles } from '@emotion/serialize';

// One cache per server process: it only memoises compiled rules and remembers which class names
// are Emotion's, so a class passed down through `className` merges the way Emotion's own does.
// No vendor prefixes: the site targets current browsers (Next's default browserslist), and the few
// declarations that still need one there are written with it (WebkitBackdropFilter).
export const emotionCache = createCache({ key: 'e', stylisPlugins: [] });

/** The class name Emotion gives `serialized`, and the CSS rules for it (registered for later merges). */
export function emotionRules(serialized: SerializedStyles): { name: string; rules: string } {
  const name = `${emotionCache.key}-${serialized.name}`;
  emotionCache.registered[name] = serialized.styles;
  let rules = '';
  for (let current: SerializedStyles | undefined = serialized; current; current = current.next) {
    rules += emotionCache.insert(current === serialized ? `.${name}` : '', current, emotionCache.sheet, false) ?? '';
  }
  return { name, rules };
}
