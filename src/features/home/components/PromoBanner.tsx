import { AnyLink } from '@/components/ui/AnyLink';
import { button } from '@/components/ui/Button.styles';
import { Container } from '@/components/ui/Container';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { HOME_TEXT } from '../strings';
import { promoBanner as styles } from './PromoBanner.styles';

type Panel = { title: string; text: string | null; ctaLabel: string; ctaHref: string };

type PromoBannerProps = {
  dataPanel: Panel;
  billsPanel: Panel;
  referralTitle: string;
  referralText: string | null;
  referralImage: ContentImageData;
};

export function PromoBanner({ dataPanel, billsPanel, referralTitle, referralText, referralImage }: PromoBannerProps) {
  return (
    <section className={styles.section} aria-label={HOME_TEXT.promoRegion}>
      <Container>
        <div className={styles.panels}>
          {[
            { panelData: dataPanel, tone: 'green' as const },
            { panelData: billsPanel, tone: 'amber' as const },
          ].map(({ panelData, tone }) => (
            <div key={panelData.title} className={styles[tone]}>
              <h3>{panelData.title}</h3>
              {panelData.text && <p>{panelData.text}</p>}
              <AnyLink className={tone === 'green' ? button.accent : button.primary} href={panelData.ctaHref}>
                {panelData.ctaLabel}
              </AnyLink>
            </div>
          ))}
        </div>
        <div className={styles.referral}>
          <ContentImage image={referralImage} />
          <div>
            <h3>{referralTitle}</h3>
            {referralText && <p>{referralText}</p>}
          </div>
        </div>
      </Container>
    </section>
  );
}
