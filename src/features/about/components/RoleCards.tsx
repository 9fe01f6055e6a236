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
const card = css({
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
  cursor: 'pointer',
  transition: `transform ${motion.fast}, box-shadow ${motion.fast}, border-color ${motion.fast}`,
  '&:hover': { transform: 'translateY(-2px)', boxShadow: shadow.raised, borderColor: colors.primary },
  '&:focus-visible': focusRing,
  img: { width: '100%', maxHeight: '180px', objectFit: 'contain', background: colors.primaryTint, borderRadius: radius.md, marginBottom: space.sm },
});
const number = css({ color: colors.accentText, fontWeight: 800, fontSize: fontSize.sm });
const name = css({ fontSize: fontSize.xl, fontWeight: 800, color: colors.ink });
const desc = css({ color: colors.muted });
const more = css({ marginTop: space.sm, color: colors.primary, fontWeight: 700 });

type RoleCard = AboutPage['roleCards'][number];

/** The three roles; each card is a button that opens the role's details in a modal dialog. */
export function RoleCards({ heading, cards }: { heading: string; cards: RoleCard[] }) {
  const [open, setOpen] = useState<RoleCard | null>(null);
  return (
    <section css={section} aria-labelledby="roles-heading">
      <Container>
        <SectionHeading id="roles-heading" title={heading} />
        <ul css={grid}>
          {cards.map((role) => (
            <li key={role._id}>
              <button
                type="button"
                css={card}
                aria-haspopup="dialog"
                aria-labelledby={`role-${role._id}-name`}
                aria-describedby={`role-${role._id}-desc`}
                onClick={() => setOpen(role)}
              >
                <ContentImage image={role.imagesUrl} decorative />
                <span css={number} aria-hidden="true">
                  {role.positionName}
                </span>
                <span css={name} id={`role-${role._id}-name`}>
                  {role.groupName}
                </span>
                <span css={desc} id={`role-${role._id}-desc`}>
                  {role.shortDesc} {role.shortDescExt}
                </span>
                <span css={more} aria-hidden="true">
                  Learn more →
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Container>
      {open && <RoleDialog role={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
