import { sectionHeading as styles } from './SectionHeading.styles';

type SectionHeadingProps = {
  title: string;
  eyebrow?: string;
  intro?: string | null;
  align?: 'left' | 'center';
  as?: 'h1' | 'h2';
  id?: string;
};

export function SectionHeading({ title, eyebrow, intro, align = 'center', as: Tag = 'h2', id }: SectionHeadingProps) {
  return (
    <div className={styles[align]}>
      {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
      <Tag id={id} className={styles.title}>
        {title}
      </Tag>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
