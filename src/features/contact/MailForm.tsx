import { useId, useState, type InputEvent, type MouseEvent, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { school, schoolLinks } from '../../config/school';
import { placeholdersFor, withElements } from '../../i18n/elements';
import { copyText } from '../../ui/copyText';
import { openMailApp } from './handOff';
import {
  composeMail,
  MESSAGE_FIELDS,
  type MessageField,
  type MessageFields,
  type MessageWords,
} from './mailMessage';
import { FIELDS, FormFields, MESSAGE_LABEL_KEY } from './FormFields';
import styles from './ContactForm.module.scss';

/** What the form holds, field by field. */
function readFields(form: HTMLFormElement): MessageFields {
  const value = (name: MessageField) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : '';
  };
  return Object.fromEntries(MESSAGE_FIELDS.map((name) => [name, value(name)])) as MessageFields;
}

/** After Send Message: whether the e-mail holds the whole message, or asks for it pasted. */
type Sent = 'whole' | 'paste' | null;
type Copied = 'copied' | 'failed' | null;

/**
 * The contact form where no enquiries service is deployed (`ENQUIRIES=mail`, a static-only
 * host): the spec's form (no validation, no required field), whose Send Message hands the
 * message to the parent's own e-mail app; nothing is sent by the page itself. The e-mail is addressed to admissions, with a subject and what was filled in,
 * in the page's language; a note then says so and gives the phone number as the other way.
 * What was typed stays. A message too long for a `mailto:` link is offered to copy instead
 * (./mailMessage.ts).
 */
export function MailForm() {
  const { t } = useTranslation('home');
  const id = useId();
  const [tooLong, setTooLong] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  const [copied, setCopied] = useState<Copied>(null);

  const mailFor = (form: HTMLFormElement) => {
    const words: MessageWords = {
      labels: {
        ...(Object.fromEntries(FIELDS.map(({ name, labelKey }) => [name, t(labelKey)])) as Record<
          MessageField,
          string
        >),
        message: t(MESSAGE_LABEL_KEY),
      },
      subject: t('contact.mail.subject'),
      subjectFrom: (name) => t('contact.mail.subjectFrom', { name }),
      pasteHere: t('contact.mail.pasteHere'),
    };
    return composeMail(school.admissionsEmail, readFields(form), words);
  };

  const onInput = (event: InputEvent<HTMLFormElement>) => {
    setTooLong(!mailFor(event.currentTarget).complete);
    // What was copied is no longer what the form holds.
    setCopied(null);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mail = mailFor(event.currentTarget);
    // Now, in the handler of the tap: browsers open the e-mail app only while it is in hand.
    openMailApp(mail.url);
    setSent(mail.complete ? 'whole' : 'paste');
    setTooLong(!mail.complete);
  };

  const onCopy = (event: MouseEvent<HTMLButtonElement>) => {
    const { form } = event.currentTarget;
    if (!form) return;
    void copyText(mailFor(form).text).then((done) => setCopied(done ? 'copied' : 'failed'));
  };

  const links = {
    email: <a href={schoolLinks.admissionsEmail}>{school.admissionsEmail}</a>,
    phone: (
      <a href={schoolLinks.phone} dir="ltr" className={styles.phone}>
        {school.phone}
      </a>
    ),
  };
  const sentNote =
    sent === 'whole'
      ? withElements(t('contact.form.sent', placeholdersFor('email', 'phone')), links)
      : sent === 'paste'
        ? withElements(t('contact.form.sentPaste', placeholdersFor('email', 'phone')), links)
        : tooLong
          ? t('contact.form.tooLong')
          : null;
  const offerCopy = tooLong || sent !== null;

  return (
    <form
      className={styles.form}
      // Were it submitted before the page's script is live (Enter in a field), a form outside
      // a dialog with the dialog method goes nowhere: no request, no reload, nothing lost.
      method="dialog"
      noValidate
      onInput={onInput}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.title}>
        {t('contact.form.title')}
      </h3>
      <FormFields id={id} />
      <p className={styles.notice} id={`${id}-notice`}>
        {t('contact.form.notice')}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.send} aria-describedby={`${id}-notice`}>
          {t('contact.form.send')}
        </button>
        {offerCopy && (
          <button type="button" className={styles.copy} onClick={onCopy}>
            {t('contact.form.copy')}
          </button>
        )}
      </div>
      {/* Always in the page, so that what appears in it is announced. */}
      <div role="status" className={styles.status}>
        {sentNote && <p>{sentNote}</p>}
        {copied && (
          <p>{copied === 'copied' ? t('contact.form.copied') : t('contact.form.copyFailed')}</p>
        )}
      </div>
    </form>
  );
}
