'use client';

import { useState } from 'react';
import { ContentImage } from '@/components/ui/ContentImage';
import type { AboutPage } from '@/lib/content';
import { loadOnce } from '@/lib/load-once';
import { placeLabel } from '../place-label';
import { roleCards as styles } from './RoleCards.styles';
import type { RoleDialog } from './RoleDialog';

// Most visitors never open a role: its dialog's code is fetched when one reaches for a card (pointer or focus), so it is there by the press. If that fetch fails (offline), the page stays as it is and
// the next press fetches again.
const loadRoleDialog = loadOnce(() => import('./RoleDialog').then((module) => module.RoleDialog));
const preloadRoleDialog = () => void loadRoleDialog().catch(() => undefined);

type RoleCard = AboutPage['roleCards'][number];
type OpenRole = { role: RoleCard; Dialog: typeof RoleDialog };

/** The three roles; each card is a button that opens the role's details in a modal dialog. */
type RoleCardsProps = {
  cards: RoleCard[];
  learnMoreLabel: string;
  getStarted: { label: string; href: string };
};

export function RoleCards({ cards, learnMoreLabel, getStarted }: RoleCardsProps) {
  const [open, setOpen] = useState<OpenRole | null>(null);
  const openRole = (role: RoleCard) => {
    loadRoleDialog().then(
      (Dialog) => setOpen({ role, Dialog }),
      (error: unknown) => console.error(error),
    );
  };
  return (
    <>
      <ul className={styles.grid}>
        {cards.map((role, index) => (
          <li key={role._id}>
            <div className={styles.card}>
              <ContentImage image={role.imagesUrl} />
              <span className={styles.number} aria-hidden="true">
                {placeLabel(index)}
              </span>
              <h3>
                <button
                  type="button"
                  className={styles.name}
                  aria-haspopup="dialog"
                  aria-describedby={`role-${role._id}-desc`}
                  onPointerEnter={preloadRoleDialog}
                  onFocus={preloadRoleDialog}
                  onClick={() => openRole(role)}
                >
                  {role.groupName}
                </button>
              </h3>
              <p className={styles.desc} id={`role-${role._id}-desc`}>
                {role.shortDesc} {role.shortDescExt}
              </p>
              <span className={styles.more} aria-hidden="true">
                {learnMoreLabel}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {open && <open.Dialog role={open.role} getStarted={getStarted} onClose={() => setOpen(null)} />}
    </>
  );
}
