/** @jsxImportSource @/styles/server-jsx */

import { css } from '@/styles/css';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { colors, fontSize, mq, radius, space, translucent } from '@/styles/theme';

const section = css({ padding: `${space.xxl} 0`, [mq.md]: { padding: `${space.section} 0` } });
const band = css({
  display: 'grid',
  gap: space.lg,
  justifyItems: 'start',
  padding: space.xl,
  borderRadius: radius.lg,
  background: `radial-gradient(circle at 90% 10%, ${translucent.accentGlow} 0, transparent 45%), ${colors.primaryDark}`,
  color: colors.white,
  [mq.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: space.xxl },
  h2: { fontSize: fontSize.xl, [mq.md]: { fontSize: fontSize.xxl } },
  p: { marginTop: space.sm, color: colors.primaryTint, maxWidth: '52ch' },
  a: { background: colors.black, border: `1px solid ${translucent.onDarkBorder}` },
});

/** The closing "Download App" call to action with the store buttons. */
/** The closing call to download the app; `children` are the store buttons. */
export function DownloadCta({ title, text, children }: { title: string; text: string | null; children: ReactNode }) {
  return (
    <section css={section} aria-labelledby="download-heading">
      <Container>
        <div css={band}>
          <div>
            <h2 id="download-heading">{title}</h2>
            {text && <p>{text}</p>}
          </div>
          {children}
        </div>
      </Container>
    </section>
  );
}
