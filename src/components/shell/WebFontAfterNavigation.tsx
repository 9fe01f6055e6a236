'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The `optional` @font-face rules of `family` in the page's own CSS, as new faces to add. */
function optionalFaces(family: string): FontFace[] {
  const rules = [...document.styleSheets].flatMap((sheet) => {
    try {
      return [...sheet.cssRules];
    } catch {
      return [];
    }
  });
  return rules
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .filter(
      (rule) =>
        rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() === family &&
        rule.style.getPropertyValue('font-display') === 'optional',
    )
    .map(
      (rule) =>
        new FontFace(family, rule.style.getPropertyValue('src'), {
          weight: rule.style.getPropertyValue('font-weight') || 'normal',
          display: 'optional',
        }),
    );
}

/**
 * The web font is `display: optional`: a page shows it only if it is there for the first paint, and a first visit's
 * page keeps the fallback for its life. Without JavaScript every page is a new document, so the next page has the
 * font from the cache; here a link draws the next page in the same document, which would keep the fallback for the
 * whole visit. So at the first navigation after the font has arrived, the same face (from the cache) is added again,
 * and from then on every page shows it, as without JavaScript. The change comes with the visitor's tap, as a new
 * page does, so it is no layout shift.
 */
export function WebFontAfterNavigation({ family }: { family: string }) {
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  const added = useRef(false);
  useEffect(() => {
    if (added.current || pathname === firstPath.current) return;
    const downloaded = [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded',
    );
    if (!downloaded) return;
    added.current = true;
    for (const face of optionalFaces(family)) {
      face.load().then(
        (loaded) => document.fonts.add(loaded),
        () => undefined,
      );
    }
  }, [pathname, family]);
  return null;
}
