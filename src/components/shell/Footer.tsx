/** @jsxImportSource @/styles/server-jsx */

import { stegaClean } from 'next-sanity';
import { IntentLink } from '@/components/ui/IntentLink';
import type { SiteChrome, SiteSettings } from '@/lib/content';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { SHELL_TEXT } from './strings';
import { bottom, contactLine, footer, grid, heading, legalLinks, link, list, tagline } from './footer-styles';

export function Footer({ settings, chrome }: { settings: SiteSettings; chrome: SiteChrome }) {
  const { contact } = settings;
  const supportHours = `${chrome.supportHoursLabel} ${contact.hours}`;
  const copyright = `${SHELL_TEXT.copyright(new Date().getFullYear(), settings.productName)} `;
  return (
    <footer css={footer}>
      <div css={grid}>
        <div>
          <Logo productName={settings.productName} inverted />
          <p css={tagline}>{settings.tagline}</p>
          <SocialLinks productName={settings.productName} links={settings.socialLinks} tone="light" />
        </div>
        <nav aria-label={SHELL_TEXT.footerNav}>
          <h2 css={heading}>{chrome.footerExploreHeading}</h2>
          <ul css={list}>
            {chrome.navItems.map((item) => (
              <li key={item.label}>
                <IntentLink css={link} href={item.href}>
                  {item.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 css={heading}>{chrome.footerContactHeading}</h2>
          <address css={contactLine}>
            <span>{contact.address}</span>
            <a css={link} href={`mailto:${stegaClean(contact.email)}`}>
              {contact.email}
            </a>
            <a css={link} href={`tel:${stegaClean(contact.phone).replace(/\s/g, '')}`}>
              {contact.phone}
            </a>
            <span>{supportHours}</span>
          </address>
        </div>
      </div>
      <div css={bottom}>
        <span>
          {copyright}
          <a css={link} href={settings.companyCredit.url} target="_blank" rel="noopener noreferrer">
            {settings.companyCredit.label}
          </a>
        </span>
        <span css={legalLinks}>
          <IntentLink css={link} href="/policy">
            {chrome.privacyLabel}
          </IntentLink>
          <IntentLink css={link} href="/termsconditions">
            {chrome.termsLabel}
          </IntentLink>
        </span>
      </div>
    </footer>
  );
}
