/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import type { SiteSettings } from '@/lib/content';
import { focusRing, layout, motion, radius } from '@/styles/theme';
import { PLATFORM_NAMES, SocialIcon } from './SocialIcon';

const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '10px' });
const link = (tone: 'light' | 'dark') =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: layout.tapTarget,
    height: layout.tapTarget,
    borderRadius: radius.pill,
    color: tone === 'light' ? '#FFFFFF' : '#0A6847',
    background: tone === 'light' ? 'rgba(255,255,255,0.12)' : '#E6F2EC',
    transition: `background ${motion.fast}`,
    '&:hover': { background: tone === 'light' ? 'rgba(255,255,255,0.24)' : '#CFE6DA' },
    '&:focus-visible': focusRing,
  });

/** Icon links to the company's social profiles, each named for screen readers. */
export function SocialLinks({ links, tone = 'dark' }: { links: SiteSettings['socialLinks']; tone?: 'light' | 'dark' }) {
  return (
    <ul css={list}>
      {links.map(({ platform, url }) => (
        <li key={platform}>
          <a css={link(tone)} href={url} target="_blank" rel="noopener noreferrer" aria-label={`Helpa on ${PLATFORM_NAMES[platform]}`}>
            <SocialIcon platform={platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}
