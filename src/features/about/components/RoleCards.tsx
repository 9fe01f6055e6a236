'use client';

import { lazy, Suspense, useState } from 'react';
import { ContentImage } from '@/components/ui/ContentImage';
import type { AboutPage } from '@/lib/content';
import type { roleCardParts, roleDialogParts } from '../role-styles';

// Most visitors never open a role: its dialog loads when one reaches for a card (pointer or focus).
const loadRoleDialog = () => import('./RoleDialog').then((module) => ({ default: module.RoleDialog }));
const RoleDialog = lazy(loadRoleDialog);
const preloadRoleDialog = () => void loadRoleDialog();

type RoleCard = AboutPage['roleCards'][number];

/** The three roles; each card is a button that opens the role's details in a modal dialog. */
type RoleCardsProps = {
  cards: RoleCard[];
  learnMoreLabel: string;
  getStarted: { label: string; href: string };
  classNames: Record<keyof typeof roleCardParts, string>;
  dialogClassNames: Record<keyof typeof roleDialogParts, string>;
};

export function RoleCards({ cards, learnMoreLabel, getStarted, classNames, dialogClassNames }: RoleCardsProps) {
  const [open, setOpen] = useState<RoleCard | null>(null);
  return (
    <>
      <ul className={classNames.grid}>
        {cards.map((role) => (
          <li key={role._id}>
            <div className={classNames.card}>
              <ContentImage image={role.imagesUrl} decorative />
              <span className={classNames.number} aria-hidden="true">
                {role.positionName}
              </span>
              <h3>
                <button
                  type="button"
                  className={classNames.name}
                  aria-haspopup="dialog"
                  aria-describedby={`role-${role._id}-desc`}
                  onPointerEnter={preloadRoleDialog}
                  onFocus={preloadRoleDialog}
                  onClick={() => setOpen(role)}
                >
                  {role.groupName}
                </button>
              </h3>
              <p className={classNames.desc} id={`role-${role._id}-desc`}>
                {role.shortDesc} {role.shortDescExt}
              </p>
              <span className={classNames.more} aria-hidden="true">
                {learnMoreLabel}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <RoleDialog role={open} getStarted={getStarted} classNames={dialogClassNames} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
