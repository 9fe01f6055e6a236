/** @jsxImportSource @/styles/server-jsx */

import { css } from '@/styles/css';
import { colors, fontSize, mq, space } from '@/styles/theme';

const wrap = (align: 'left' | 'center') => css({ maxWidth: '720px', marginInline: align === 'center' ? 'auto' : 0, textAlign: align, marginBottom: space.xl });
const eyebrowStyle = css({
  display: 'inline-block',
  color: colors.primary,
  fontWeight: 700,
  fontSize: fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  marginBottom: space.sm,
});
const titleStyle = css({ fontSize: fontSize.xl, fontWeight: 800, color: colors.ink, [mq.md]: { fontSize: fontSize.xxl } });
const introStyle = css({ marginTop: space.md, color: colors.muted, fontSize: fontSize.md, [mq.md]: { fontSize: fontSize.lg } });

type SectionHeadingProps = {
  title: string;
  eyebrow?: string;
  intro?: string | null;
  align?: 'left' | 'center';
  as?: 'h1' | 'h2';
  id?: string;
};

/** The heading block that opens every section on every page. */
export function SectionHeading({ title, eyebrow, intro, align = 'center', as: Tag = 'h2', id }: SectionHeadingProps) {
  return (
    <div css={wrap(align)}>
      {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
      <Tag id={id} css={titleStyle}>
        {title}
      </Tag>
      {intro && <p css={introStyle}>{intro}</p>}
    </div>
  );
}
