import { ContentImage } from '@/components/ui/ContentImage';
import { DialogButton } from '@/components/ui/DialogButton';
import type { AboutPage } from '@/lib/content';
import { placeLabel } from '../place-label';
import { RoleDialog, roleDialogId } from './RoleDialog';
import { roleCards as styles } from './RoleCards.styles';

type RoleCard = AboutPage['roleCards'][number];

type RoleCardsProps = {
  cards: RoleCard[];
  learnMoreLabel: string;
  getStarted: { label: string; href: string };
};

export function RoleCards({ cards, learnMoreLabel, getStarted }: RoleCardsProps) {
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
                <DialogButton
                  command="show-modal"
                  dialogId={roleDialogId(role._id)}
                  className={styles.name}
                  aria-describedby={`role-${role._id}-desc`}
                >
                  {role.groupName}
                </DialogButton>
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
      {cards.map((role) => (
        <RoleDialog key={role._id} role={role} getStarted={getStarted} />
      ))}
    </>
  );
}
