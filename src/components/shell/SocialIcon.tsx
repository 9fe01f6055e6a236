import type { SiteSettings } from '@/lib/content';
import { socialIcon } from './SocialIcon.styles';

type Platform = SiteSettings['socialLinks'][number]['platform'];

const PATHS: Record<Platform, string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8-1-1-2.4-1.4-3.8-1.5H8.3c-1.5.1-2.8.4-3.8 1.5-1 1-1.4 2.3-1.5 3.8v7.4c.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5h7.4c1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8V8.3zm-2.2 9.4a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.1.4s-4 .1-5.1-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.1s-.1-4 .4-5.1a3 3 0 0 1 1.7-1.7c1.2-.5 4-.4 5.1-.4s4-.1 5.1.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.1s.1 4-.4 5.1z',
  x: 'M17.7 3.5h3.1l-6.7 7.7 7.9 10.3h-6.2l-4.8-6.3-5.5 6.3H2.4l7.2-8.2L2 3.5h6.3l4.4 5.8 5-5.8zm-1.1 16.2h1.7L7.5 5.2H5.6l11 14.5z',
  linkedin:
    'M6.9 8.8H3.5V20h3.4V8.8zM5.2 3.4a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM20.5 13.8c0-3-.7-5.3-4.2-5.3-1.7 0-2.8.9-3.3 1.8V8.8H9.8V20h3.4v-5.5c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.4v-6.2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z',
  tiktok:
    'M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.7 5.7 0 1 0 4.9 5.7V9.1a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.2-1.6z',
  whatsapp:
    'M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.5 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5zm0 17.2c-1.5 0-2.9-.4-4.1-1.1l-.3-.2-2.9.8.8-2.8-.2-.3a7.8 7.8 0 1 1 6.7 3.6zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.4 6.4 0 0 1-3.2-2.8c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1.2-.5.2-1 .1-1.1 0-.1-.2-.2-.4-.3z',
};

export const PLATFORM_NAMES: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};

/** Inline, not a CSS mask: a data-URL mask costs the first style pass tens of milliseconds on a phone. */
export function SocialIcon({ platform }: { platform: Platform }) {
  return (
    <svg className={socialIcon.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[platform]} />
    </svg>
  );
}
