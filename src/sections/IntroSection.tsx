import type { ReactNode } from 'react';
import styles from './IntroSection.module.scss';

/** A home page section: an anchored band with a heading, an introduction and its content. */
export function IntroSection(props: {
  id: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  const { id, title, intro, children } = props;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.inner}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </section>
  );
}
