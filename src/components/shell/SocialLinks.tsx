/** @jsxImportSource @/styles/server-jsx */

import { css } from '@/styles/css';
import type { SiteSettings } from '@/lib/content';
import { colors, focusRing, layout, motion, radius, translucent } from '@/styles/theme';
import { PLATFORM_NAMES, SocialIcon } from './SocialIcon';
import { SHELL_TEXT } from './strings';

const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '10px' });
const link = (tone: 'light' | 'dark') =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: layout.tapTarget,
    height: layout.tapTarget,
    borderRadius: radius.pill,
    color: tone === 'light' ? colors.white : colors.primary,
    background: tone === 'light' ? translucent.onDark : colors.primaryTint,
    transition: `background ${motion.fast}`,
    '&:hover': { background: tone === 'light' ? translucent.onDarkHover : colors.primaryTintHover },
    '&:focus-visible': focusRing,
  });

/** Icon links to the company's social profiles, each named for screen readers. */
type SocialLinksProps = { productName: string; links: SiteSettings['socialLinks']; tone?: 'light' | 'dark' };

export function SocialLinks({ productName, links, tone = 'dark' }: SocialLinksProps) {
  return (
    <ul css={list}>
      {links.map(({ platform, url }) => (
        <li key={platform}>
          <a css={link(tone)} href={url} target="_blank" rel="noopener noreferrer" aria-label={SHELL_TEXT.socialLink(productName, PLATFORM_NAMES[platform])}>
            <SocialIcon platform={platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}
