import { googlePlayMark } from '@/styles/theme';
import { appStoreButtons as styles } from './AppStoreButtons.styles';

function AppleMark() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.6c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 2.8v18.4c0 .5.5.8.9.6L13.6 12 4.9 2.2c-.4-.2-.9.1-.9.6z" fill={googlePlayMark.green} />
      <path d="M16.8 8.8 5 2.1l8.6 9.9 3.2-3.2z" fill={googlePlayMark.blue} />
      <path d="M16.8 15.2 13.6 12 5 21.9l11.8-6.7z" fill={googlePlayMark.red} />
      <path d="m20.6 10.9-3.8-2.1-3.2 3.2 3.2 3.2 3.8-2.1c.8-.5.8-1.7 0-2.2z" fill={googlePlayMark.yellow} />
    </svg>
  );
}

// The lead and the store name sit on two lines; the space keeps them two words in the link's name.
const withSpace = (text: string) => `${text} `;

type StoreLabels = {
  appStoreLead: string;
  appStoreName: string;
  googlePlayLead: string;
  googlePlayName: string;
  storeComingSoonLead: string;
};

type AppStoreButtonsProps = { appStoreUrl: string | null; googlePlayUrl: string | null; labels: StoreLabels };

export function AppStoreButtons({ appStoreUrl, googlePlayUrl, labels }: AppStoreButtonsProps) {
  const stores = [
    { href: appStoreUrl, mark: <AppleMark />, lead: labels.appStoreLead, name: labels.appStoreName },
    { href: googlePlayUrl, mark: <PlayMark />, lead: labels.googlePlayLead, name: labels.googlePlayName },
  ];
  return (
    <div className={styles.row}>
      {stores.map(({ href, mark, lead, name }) => {
        const text = (
          <span>
            <small>{withSpace(href ? lead : labels.storeComingSoonLead)}</small>
            <strong>{name}</strong>
          </span>
        );
        return href ? (
          <a key={name} className={styles.pill} href={href} target="_blank" rel="noopener noreferrer">
            {mark}
            {text}
          </a>
        ) : (
          <p key={name} className={styles.comingSoon}>
            {mark}
            {text}
          </p>
        );
      })}
    </div>
  );
}
