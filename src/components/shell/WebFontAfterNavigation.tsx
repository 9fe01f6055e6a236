'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

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
 * A `display: optional` face missed by the first paint stays out of the whole document, and client navigation keeps
 * one document for the visit. So at the first navigation after the font has arrived, the cached face is added again;
 * it comes with the visitor's tap, so it is no layout shift.
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
