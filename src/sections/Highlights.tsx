import { useTranslation } from 'react-i18next';
import type { Highlight } from '../content/home';
import styles from './cards.module.scss';

/** A grid of titled paragraphs (student life, COVID-era commitments). */
export function Highlights({ items }: { items: readonly Highlight[] }) {
  const { t } = useTranslation('home');
  return (
    <ul className={styles.grid}>
      {items.map(({ id, titleKey, bodyKey }) => (
        <li key={id} className={styles.card}>
          <h3 className={styles.cardTitle}>{t(titleKey)}</h3>
          <p className={styles.cardBody}>{t(bodyKey)}</p>
        </li>
      ))}
    </ul>
  );
}
