/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import Link from 'next/link';
import type { SiteSettings } from '@/lib/content';
import { colors, focusRing, fontSize, layout, mq, space } from '@/styles/theme';
import { Logo } from './Logo';
import { NAV_ITEMS } from './nav-items';
import { SocialLinks } from './SocialLinks';

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
const tagline = css({ margin: `${space.md} 0 ${space.lg}`, color: '#D7E8DF', maxWidth: '36ch' });
const contactLine = css({ color: '#D7E8DF', fontStyle: 'normal', display: 'grid', gap: space.xs, a: { color: colors.white } });
const bottom = css({
  borderTop: '1px solid rgba(255,255,255,0.16)',
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  padding: `${space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.md,
  fontSize: fontSize.sm,
  color: '#D7E8DF',
  [mq.md]: { paddingInline: space.lg },
});

export function Footer({ settings }: { settings: SiteSettings }) {
  const { contact } = settings;
  return (
    <footer css={footer}>
      <div css={grid}>
        <div>
          <Logo productName={settings.productName} inverted />
          <p css={tagline}>{settings.tagline}</p>
          <SocialLinks links={settings.socialLinks} tone="light" />
        </div>
        <nav aria-label="Footer">
          <h2 css={heading}>Explore</h2>
          <ul css={list}>
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                <Link css={link} href={item.href}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 css={heading}>Contact</h2>
          <address css={contactLine}>
            <span>{contact.address}</span>
            <a css={link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
            <a css={link} href={`tel:${contact.phone.replace(/\s/g, '')}`}>
              {contact.phone}
            </a>
            <span>Support hours: {contact.hours}</span>
          </address>
        </div>
      </div>
      <div css={bottom}>
        <span>
          © {new Date().getFullYear()} {settings.productName}.{' '}
          <a css={link} href={settings.companyCredit.url} target="_blank" rel="noopener noreferrer">
            {settings.companyCredit.label}
          </a>
        </span>
        <span css={{ display: 'flex', gap: space.lg }}>
          <Link css={link} href="/policy">
            Privacy Policy
          </Link>
          <Link css={link} href="/termsconditions">
            Terms and Conditions
          </Link>
        </span>
      </div>
    </footer>
  );
}
