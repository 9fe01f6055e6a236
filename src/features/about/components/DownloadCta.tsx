/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { AppStoreButtons } from '@/components/ui/AppStoreButtons';
import { Container } from '@/components/ui/Container';
import { colors, fontSize, mq, radius, space } from '@/styles/theme';

const section = css({ padding: `${space.xxl} 0`, [mq.md]: { padding: `${space.section} 0` } });
const band = css({
  display: 'grid',
  gap: space.lg,
  justifyItems: 'start',
  padding: space.xl,
  borderRadius: radius.lg,
  background: `radial-gradient(circle at 90% 10%, rgba(242, 165, 22, 0.35) 0, transparent 45%), ${colors.primaryDark}`,
  color: colors.white,
  [mq.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: space.xxl },
  h2: { fontSize: fontSize.xl, [mq.md]: { fontSize: fontSize.xxl } },
  p: { marginTop: space.sm, color: colors.primaryTint, maxWidth: '52ch' },
  a: { background: '#000', border: '1px solid rgba(255,255,255,0.35)' },
});

/** The closing "Download App" call to action with the store buttons. */
export function DownloadCta({ title, text, appStoreUrl, googlePlayUrl }: { title: string; text: string | null; appStoreUrl: string; googlePlayUrl: string }) {
  return (
    <section css={section} aria-labelledby="download-heading">
      <Container>
        <div css={band}>
          <div>
            <h2 id="download-heading">{title}</h2>
            {text && <p>{text}</p>}
          </div>
          <AppStoreButtons appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} />
        </div>
      </Container>
    </section>
  );
}
