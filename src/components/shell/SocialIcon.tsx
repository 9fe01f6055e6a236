/** @jsxImportSource @/styles/server-jsx */

import type { SiteSettings } from '@/lib/content';
import { SOCIAL_ICONS } from './social-icon-styles';

type Platform = SiteSettings['socialLinks'][number]['platform'];

export const PLATFORM_NAMES: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};

export function SocialIcon({ platform }: { platform: Platform }) {
  return <span css={SOCIAL_ICONS[platform]} aria-hidden="true" />;
}
