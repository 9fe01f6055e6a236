import type { ReactNode } from 'react';
import { Container } from './Container';
import { SectionHeading } from './SectionHeading';
import { section } from './Section.styles';

type SectionProps = {
  id?: string;
  headingId: string;
  heading: string;
  intro?: string | null;
  tone?: 'plain' | 'surface';
  children: ReactNode;
};

export function Section({ id, headingId, heading, intro, tone = 'plain', children }: SectionProps) {
  return (
    <section className={section[tone]} id={id} aria-labelledby={headingId}>
      <Container>
        <SectionHeading id={headingId} title={heading} intro={intro} />
        {children}
      </Container>
    </section>
  );
}
