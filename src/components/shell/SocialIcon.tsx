import type { SiteSettings } from '@/lib/content';
import { socialIcon } from './SocialIcon.styles';

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
  return <span className={socialIcon[platform]} aria-hidden="true" />;
}
