import { useTranslation } from 'react-i18next';
import type { Problem } from './enquiryRules.mjs';
import styles from './ContactForm.module.scss';

/** The form's fields, in order: name, how to reply, the grade, then the message. */
export const FIELDS = [
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
export const MESSAGE_LABEL_KEY = 'contact.form.message';

/** The id of a field's input, and of its error message. */
export const fieldId = (id: string, name: string) => `${id}-${name}`;
const errorId = (id: string, name: string) => `${id}-${name}-error`;

/**
 * The inputs, each with its label above it and, when it was refused, why, between the two
 * (where a screen reader reads it with the field, and a reader sees it before typing again).
 * `values` fills them (the service's page after a refused post); `errors` are the reasons,
 * already in words.
 */
export function FormFields(props: {
  id: string;
  values?: Partial<Record<string, string>>;
  errors?: Partial<Record<string, string>>;
}) {
  const { id, values = {}, errors = {} } = props;
  const { t } = useTranslation('home');
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': errorId(id, name) } : {};
  const error = (name: string) =>
    errors[name] && (
      <p id={errorId(id, name)} className={styles.error}>
        {errors[name]}
      </p>
    );
  return (
    <div className={styles.fields}>
      {FIELDS.map(({ name, type, autoComplete, labelKey }) => (
        <div key={name} className={styles.field}>
          <label htmlFor={fieldId(id, name)}>{t(labelKey)}</label>
          {error(name)}
          <input
            id={fieldId(id, name)}
            name={name}
            type={type}
            autoComplete={autoComplete}
            defaultValue={values[name]}
            {...described(name)}
          />
        </div>
      ))}
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId(id, 'message')}>{t(MESSAGE_LABEL_KEY)}</label>
        {error('message')}
        <textarea
          id={fieldId(id, 'message')}
          name="message"
          rows={4}
          defaultValue={values.message}
          {...described('message')}
        />
      </div>
    </div>
  );
}

export type { Problem };
