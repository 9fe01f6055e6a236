/** @jsxImportSource @/styles/server-jsx */

import { css } from '@/styles/css';
import { IntentLink } from '@/components/ui/IntentLink';
import type { SiteChrome, SiteSettings } from '@/lib/content';
import { colors, focusRing, fontSize, layout, mq, space, translucent } from '@/styles/theme';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { SHELL_TEXT } from './strings';

const footer = css({ background: colors.primaryDark, color: colors.white, marginTop: space.section });
const grid = css({
  display: 'grid',
  gap: space.xl,
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  padding: `${space.xxl} ${space.md}`,
  [mq.md]: { gridTemplateColumns: '1.4fr 1fr 1fr', padding: `${space.xxl} ${space.lg}` },
});
const heading = css({ fontSize: fontSize.md, fontWeight: 700, marginBottom: space.md, color: colors.accent });
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: layout.tapTarget,
  color: colors.white,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing,
});
const tagline = css({ margin: `${space.md} 0 ${space.lg}`, color: colors.onDarkMuted, maxWidth: '36ch' });
const contactLine = css({ color: colors.onDarkMuted, fontStyle: 'normal', display: 'grid', gap: space.xs, a: { color: colors.white } });
const bottom = css({
  borderTop: `1px solid ${translucent.onDarkLine}`,
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  padding: `${space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.md,
  fontSize: fontSize.sm,
  color: colors.onDarkMuted,
  [mq.md]: { paddingInline: space.lg },
});

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
            <a css={link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
            <a css={link} href={`tel:${contact.phone.replace(/\s/g, '')}`}>
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
        <span css={{ display: 'flex', gap: space.lg }}>
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
