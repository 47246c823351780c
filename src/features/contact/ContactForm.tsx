import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ContactForm.module.scss';

const FIELDS = [
  {
    name: 'firstName',
    type: 'text',
    autoComplete: 'given-name',
    labelKey: 'contact.form.firstName',
  },
  {
    name: 'lastName',
    type: 'text',
    autoComplete: 'family-name',
    labelKey: 'contact.form.lastName',
  },
  { name: 'email', type: 'email', autoComplete: 'email', labelKey: 'contact.form.email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', labelKey: 'contact.form.phone' },
  { name: 'grade', type: 'text', autoComplete: 'off', labelKey: 'contact.form.grade' },
] as const;

/**
 * The spec's contact form: no validation, no required fields, and sending does nothing
 * (no navigation, no reload, no request); what was typed stays. A notice says so plainly.
 */
export function ContactForm() {
  const { t } = useTranslation('home');
  const id = useId();

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.title}>
        {t('contact.form.title')}
      </h3>
      <div className={styles.fields}>
        {FIELDS.map(({ name, type, autoComplete, labelKey }) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`${id}-${name}`}>{t(labelKey)}</label>
            <input id={`${id}-${name}`} name={name} type={type} autoComplete={autoComplete} />
          </div>
        ))}
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-message`}>{t('contact.form.message')}</label>
          <textarea id={`${id}-message`} name="message" rows={4} />
        </div>
      </div>
      <p className={styles.notice} id={`${id}-notice`}>
        {t('contact.form.notice')}
      </p>
      <button type="submit" className={styles.send} aria-describedby={`${id}-notice`}>
        {t('contact.form.send')}
      </button>
    </form>
  );
}
