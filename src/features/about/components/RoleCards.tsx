/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useState } from 'react';
import { Container } from '@/components/ui/Container';
import { ContentImage } from '@/components/ui/ContentImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { AboutPage } from '@/lib/content';
import { colors, focusRing, fontSize, motion, mq, radius, shadow, space } from '@/styles/theme';
import { RoleDialog } from './RoleDialog';

const section = css({ padding: `${space.xxl} 0`, [mq.md]: { padding: `${space.section} 0` } });
const grid = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.lg, [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } });
// The whole card opens the dialog (the button's ::after covers it), but the button's accessible name
// is the role's visible name only, as WCAG 2.5.3 (label in name) asks.
const card = css({
  position: 'relative',
  display: 'grid',
  gap: space.sm,
  width: '100%',
  height: '100%',
  alignContent: 'start',
  padding: space.lg,
  textAlign: 'left',
  background: colors.white,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  transition: `transform ${motion.fast}, box-shadow ${motion.fast}, border-color ${motion.fast}`,
  '&:hover': { transform: 'translateY(-2px)', boxShadow: shadow.raised, borderColor: colors.primary },
  '&:has(button:focus-visible)': focusRing,
  img: { width: '100%', maxHeight: '180px', objectFit: 'contain', background: colors.primaryTint, borderRadius: radius.md, marginBottom: space.sm },
});
const number = css({ color: colors.accentText, fontWeight: 800, fontSize: fontSize.sm });
const name = css({
  all: 'unset',
  fontSize: fontSize.xl,
  fontWeight: 800,
  color: colors.ink,
  cursor: 'pointer',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
});
const desc = css({ color: colors.muted });
const more = css({ marginTop: space.sm, color: colors.primary, fontWeight: 700 });

type RoleCard = AboutPage['roleCards'][number];

/** The three roles; each card is a button that opens the role's details in a modal dialog. */
type RoleCardsProps = { heading: string; cards: RoleCard[]; learnMoreLabel: string; getStarted: { label: string; href: string } };

export function RoleCards({ heading, cards, learnMoreLabel, getStarted }: RoleCardsProps) {
  const [open, setOpen] = useState<RoleCard | null>(null);
  return (
    <section css={section} aria-labelledby="roles-heading">
      <Container>
        <SectionHeading id="roles-heading" title={heading} />
        <ul css={grid}>
          {cards.map((role) => (
            <li key={role._id}>
              <div css={card}>
                <ContentImage image={role.imagesUrl} decorative />
                <span css={number} aria-hidden="true">
                  {role.positionName}
                </span>
                <h3>
                  <button type="button" css={name} aria-haspopup="dialog" aria-describedby={`role-${role._id}-desc`} onClick={() => setOpen(role)}>
                    {role.groupName}
                  </button>
                </h3>
                <p css={desc} id={`role-${role._id}-desc`}>
                  {role.shortDesc} {role.shortDescExt}
                </p>
                <span css={more} aria-hidden="true">
                  {learnMoreLabel}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </Container>
      {open && <RoleDialog role={open} getStarted={getStarted} onClose={() => setOpen(null)} />}
    </section>
  );
}
