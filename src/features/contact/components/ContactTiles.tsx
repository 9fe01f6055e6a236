import { stegaClean } from 'next-sanity';
import type { ReactNode } from 'react';
import { SocialLinks } from '@/components/shell/SocialLinks';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { LineIcon } from '@/components/ui/LineIcon';
import type { ContactPage, SiteSettings } from '@/lib/content';
import { contactTiles as styles } from './ContactTiles.styles';

function TileLabel({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <span className={styles.tileLabel}>
      <LineIcon path={icon} size={18} strokeWidth={2} />
      {children}
    </span>
  );
}

const ICONS = {
  address: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
};

type ContactTilesProps = {
  productName: string;
  contact: SiteSettings['contact'];
  socialLinks: SiteSettings['socialLinks'];
  mapImage: ContentImageData;
  copy: Pick<ContactPage, 'addressTitle' | 'emailTitle' | 'phoneTitle' | 'hoursTitle' | 'followUsHeading'>;
};

/** Address, email, phone and hours, the office map and the social links. The map is always shown: kept behind a hover it left the column half empty on wide screens. */
export function ContactTiles({ productName, contact, socialLinks, mapImage, copy }: ContactTilesProps) {
  return (
    <div className={styles.column}>
      <div className={styles.tiles}>
        <p className={styles.fullRowTile}>
          <TileLabel icon={ICONS.address}>{copy.addressTitle}</TileLabel>
          <span>{contact.address}</span>
        </p>
        <a className={styles.tile} href={`mailto:${stegaClean(contact.email)}`}>
          <TileLabel icon={ICONS.email}>{copy.emailTitle}</TileLabel>
          <span>{contact.email}</span>
        </a>
        <a className={styles.tile} href={`tel:${stegaClean(contact.phone).replace(/\s/g, '')}`}>
          <TileLabel icon={ICONS.phone}>{copy.phoneTitle}</TileLabel>
          <span>{contact.phone}</span>
        </a>
        <p className={styles.fullRowTile}>
          <TileLabel icon={ICONS.hours}>{copy.hoursTitle}</TileLabel>
          <span>{contact.hours}</span>
        </p>
      </div>
      <figure id="contact-map" className={styles.map}>
        <ContentImage image={mapImage} />
      </figure>
      <div className={styles.socialBlock}>
        <h3>{copy.followUsHeading}</h3>
        <SocialLinks productName={productName} links={socialLinks} />
      </div>
    </div>
  );
}
