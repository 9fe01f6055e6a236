/** @jsxImportSource @/styles/server-jsx */

import { wrap, eyebrowStyle, titleStyle, introStyle } from './section-heading-styles';

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
    <div css={wrap[align]}>
      {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
      <Tag id={id} css={titleStyle}>
        {title}
      </Tag>
      {intro && <p css={introStyle}>{intro}</p>}
    </div>
  );
}
