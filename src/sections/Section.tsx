import type { ReactNode } from 'react';
import styles from './Section.module.scss';

/** A home page section: an anchored band with a heading, an introduction and its content. */
export function Section(props: {
  id: string;
  title: string;
  intro: ReactNode;
  /**
   * A wide illustration: below the introduction on phones, beside it on wide screens (loaded
   * when it nears the screen).
   */
  art?: { src: string; width: number; height: number; alt: string };
  /** The heading's level: h2 in a page, h1 where the section is the page (server/pages.mjs). */
  level?: 'h1' | 'h2';
  children?: ReactNode;
}) {
  const { id, title, intro, art, level: Heading = 'h2', children } = props;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.inner}>
        <div className={styles.head} data-art={Boolean(art)}>
          <Heading id={`${id}-title`} className={styles.title}>
            {title}
          </Heading>
          <p className={styles.intro}>{intro}</p>
          {art && (
            <img
              className={styles.art}
              src={art.src}
              width={art.width}
              height={art.height}
              alt={art.alt}
              loading="lazy"
              decoding="async"
            />
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
