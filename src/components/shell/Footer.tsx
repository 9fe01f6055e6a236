import { stegaClean } from 'next-sanity';
import { IntentLink } from '@/components/ui/IntentLink';
import type { SiteChrome, SiteSettings } from '@/lib/content';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { SHELL_TEXT } from './strings';
import { footer as styles } from './Footer.styles';

export function Footer({ settings, chrome }: { settings: SiteSettings; chrome: SiteChrome }) {
  const { contact } = settings;
  const supportHours = `${chrome.supportHoursLabel} ${contact.hours}`;
  const copyright = `${SHELL_TEXT.copyright(new Date().getFullYear(), settings.productName)} `;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div>
          <Logo productName={settings.productName} inverted />
          <p className={styles.tagline}>{settings.tagline}</p>
          <SocialLinks productName={settings.productName} links={settings.socialLinks} tone="light" />
        </div>
        <nav aria-label={SHELL_TEXT.footerNav}>
          <h2 className={styles.heading}>{chrome.footerExploreHeading}</h2>
          <ul className={styles.list}>
            {chrome.navItems.map((item) => (
              <li key={item.label}>
                <IntentLink className={styles.link} href={item.href}>
                  {item.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{chrome.footerContactHeading}</h2>
          <address className={styles.contactLine}>
            <span>{contact.address}</span>
            <a className={styles.link} href={`mailto:${stegaClean(contact.email)}`}>
              {contact.email}
            </a>
            <a className={styles.link} href={`tel:${stegaClean(contact.phone).replace(/\s/g, '')}`}>
              {contact.phone}
            </a>
            <span>{supportHours}</span>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <span>
          {copyright}
          <a className={styles.link} href={settings.companyCredit.url} target="_blank" rel="noopener noreferrer">
            {settings.companyCredit.label}
          </a>
        </span>
        <span className={styles.legalLinks}>
          {chrome.newsLink && (
            <IntentLink className={styles.link} href="/news">
              {chrome.newsLink.label}
            </IntentLink>
          )}
          <IntentLink className={styles.link} href="/policy">
            {chrome.privacyLabel}
          </IntentLink>
          <IntentLink className={styles.link} href="/termsconditions">
            {chrome.termsLabel}
          </IntentLink>
        </span>
      </div>
    </footer>
  );
}
