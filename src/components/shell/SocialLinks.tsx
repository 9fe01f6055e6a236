import { stegaClean } from 'next-sanity';
import type { SiteSettings } from '@/lib/content';
import { PLATFORM_NAMES, SocialIcon } from './SocialIcon';
import { SHELL_TEXT } from './strings';
import { socialLinks as styles } from './SocialLinks.styles';

type SocialLinksProps = { productName: string; links: SiteSettings['socialLinks']; tone?: 'light' | 'dark' };

/** Icon links to the company's social profiles, each named for screen readers. The platform picks the name and the icon, so it is read without stega's characters (a preview's click-to-edit marks). */
export function SocialLinks({ productName, links, tone = 'dark' }: SocialLinksProps) {
  return (
    <ul className={styles.list}>
      {stegaClean(links).map(({ platform, url }) => (
        <li key={platform}>
          <a
            className={styles[tone]}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={SHELL_TEXT.socialLink(stegaClean(productName), PLATFORM_NAMES[platform])}
          >
            <SocialIcon platform={platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}
