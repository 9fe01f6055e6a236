/** @jsxImportSource @/styles/server-jsx */

import { css } from '@/styles/css';
import { AnyLink } from '@/components/ui/AnyLink';
import { buttonStyles } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/Container';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { colors, fontSize, mq, radius, shadow, space } from '@/styles/theme';
import { HOME_TEXT } from '../strings';

const section = css({ padding: `0 0 ${space.xxl}`, [mq.md]: { paddingBottom: space.section } });
const panels = css({ display: 'grid', gap: space.lg, [mq.md]: { gridTemplateColumns: '1fr 1fr' } });
const panel = (tone: 'green' | 'amber') =>
  css({
    display: 'grid',
    alignContent: 'start',
    justifyItems: 'start',
    gap: space.md,
    padding: space.xl,
    borderRadius: radius.lg,
    background: tone === 'green' ? colors.primaryDark : colors.accentTint,
    color: tone === 'green' ? colors.white : colors.ink,
    h3: { fontSize: fontSize.xl, maxWidth: '18ch', [mq.md]: { fontSize: fontSize.xxl } },
    p: { color: tone === 'green' ? colors.primaryTint : colors.muted },
  });
const referral = css({
  display: 'grid',
  gap: space.lg,
  alignItems: 'center',
  marginTop: space.lg,
  padding: space.lg,
  borderRadius: radius.lg,
  background: colors.white,
  border: `1px solid ${colors.border}`,
  boxShadow: shadow.card,
  [mq.md]: { gridTemplateColumns: '280px 1fr', padding: space.xl },
  img: { width: '100%', maxWidth: '280px' },
  h3: { fontSize: fontSize.xl, marginBottom: space.sm },
  p: { color: colors.muted },
});

type Panel = { title: string; text: string | null; ctaLabel: string; ctaHref: string };

type PromoBannerProps = { dataPanel: Panel; billsPanel: Panel; referralTitle: string; referralText: string | null; referralImage: ContentImageData };

/** The two bill-payment panels, each with its purchase link, and the referral invitation. */
export function PromoBanner({ dataPanel, billsPanel, referralTitle, referralText, referralImage }: PromoBannerProps) {
  return (
    <section css={section} aria-label={HOME_TEXT.promoRegion}>
      <Container>
        <div css={panels}>
          {[
            { panelData: dataPanel, tone: 'green' as const },
            { panelData: billsPanel, tone: 'amber' as const },
          ].map(({ panelData, tone }) => (
            <div key={panelData.title} css={panel(tone)}>
              <h3>{panelData.title}</h3>
              {panelData.text && <p>{panelData.text}</p>}
              <AnyLink css={buttonStyles(tone === 'green' ? 'accent' : 'primary')} href={panelData.ctaHref}>
                {panelData.ctaLabel}
              </AnyLink>
            </div>
          ))}
        </div>
        <div css={referral}>
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
