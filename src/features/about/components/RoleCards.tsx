'use client';

import { useState } from 'react';
import { ContentImage } from '@/components/ui/ContentImage';
import type { AboutPage } from '@/lib/content';
import { loadOnce } from '@/lib/load-once';
import { placeLabel } from '../place-label';
import type { roleCardParts, roleDialogParts } from '../role-styles';
import type { RoleDialog } from './RoleDialog';

// Most visitors never open a role: its dialog's code is fetched when one reaches for a card (pointer or
// focus), so it is there by the press. If that fetch fails (offline), the page stays as it is and the
// next press fetches again.
const loadRoleDialog = loadOnce(() => import('./RoleDialog').then((module) => module.RoleDialog));
const preloadRoleDialog = () => void loadRoleDialog().catch(() => undefined);

type RoleCard = AboutPage['roleCards'][number];
type OpenRole = { role: RoleCard; Dialog: typeof RoleDialog };

/** The three roles; each card is a button that opens the role's details in a modal dialog. */
type RoleCardsProps = {
  cards: RoleCard[];
  learnMoreLabel: string;
  getStarted: { label: string; href: string };
  classNames: Record<keyof typeof roleCardParts, string>;
  dialogClassNames: Record<keyof typeof roleDialogParts, string>;
};

export function RoleCards({ cards, learnMoreLabel, getStarted, classNames, dialogClassNames }: RoleCardsProps) {
  const [open, setOpen] = useState<OpenRole | null>(null);
  const openRole = (role: RoleCard) => {
    loadRoleDialog().then(
      (Dialog) => setOpen({ role, Dialog }),
      (error: unknown) => console.error(error),
    );
  };
  return (
    <>
      <ul className={classNames.grid}>
        {cards.map((role, index) => (
          <li key={role._id}>
            <div className={classNames.card}>
              <ContentImage image={role.imagesUrl} />
              <span className={classNames.number} aria-hidden="true">
                {placeLabel(index)}
              </span>
              <h3>
                <button
                  type="button"
                  className={classNames.name}
                  aria-haspopup="dialog"
                  aria-describedby={`role-${role._id}-desc`}
                  onPointerEnter={preloadRoleDialog}
                  onFocus={preloadRoleDialog}
                  onClick={() => openRole(role)}
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
      {open && <open.Dialog role={open.role} getStarted={getStarted} classNames={dialogClassNames} onClose={() => setOpen(null)} />}
    </>
  );
}
