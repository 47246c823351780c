import { useTranslation } from 'react-i18next';
import { MAX_RATING, TESTIMONIALS } from '../content/home';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { Section } from './Section';
import cards from './cards.module.scss';
import styles from './TestimonialsSection.module.scss';

export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <Section id="testimonials" title={t('testimonials.title')} intro={t('testimonials.intro')}>
      <ul className={cards.grid}>
        {TESTIMONIALS.map(({ id, nameKey, roleKey, contentKey, rating }) => (
          <li key={id} className={cards.card}>
            <figure className={styles.quote}>
              <p
                className={styles.stars}
                role="img"
                aria-label={t('testimonials.rating', {
                  rating: formatNumber(language, rating),
                  max: formatNumber(language, MAX_RATING),
                })}
              >
                {'★'.repeat(rating)}
                <span className={styles.empty}>{'★'.repeat(MAX_RATING - rating)}</span>
              </p>
              <blockquote className={styles.content}>
                <p>{t(contentKey)}</p>
              </blockquote>
              <figcaption className={styles.who}>
                <span className={styles.name}>{t(nameKey)}</span>
                <span>{t(roleKey)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
