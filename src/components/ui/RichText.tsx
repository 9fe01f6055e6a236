import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react';
import { AnyLink } from './AnyLink';
import { ContentImage, type ContentImageData } from './ContentImage';
import { richText as styles } from './RichText.styles';
import { UI_TEXT } from './strings';

type Callout = { _type: 'callout'; tone: 'tip' | 'important'; text: string };

const CALLOUT_LABELS: Record<Callout['tone'], string> = {
  tip: UI_TEXT.calloutTip,
  important: UI_TEXT.calloutImportant,
};

const components: PortableTextComponents = {
  types: {
    illustration: ({ value }: { value: NonNullable<ContentImageData> }) => (
      <figure className={styles.figure}>
        <ContentImage image={value} sizes="(min-width: 768px) 72ch, 100vw" />
      </figure>
    ),
    callout: ({ value }: { value: Callout }) => (
      <aside className={styles[value.tone] ?? styles.tip}>
        <strong className={styles.calloutLabel}>{CALLOUT_LABELS[value.tone] ?? CALLOUT_LABELS.tip}</strong>
        {value.text}
      </aside>
    ),
  },
  marks: {
    link: ({ children, value }: { children: React.ReactNode; value?: { href?: string } }) =>
      value?.href ? <AnyLink href={value.href}>{children}</AnyLink> : <>{children}</>,
  },
};

export function RichText({ value }: { value: PortableTextBlock[] }) {
  return (
    <div className={styles.body}>
      <PortableText value={value} components={components} />
    </div>
  );
}
