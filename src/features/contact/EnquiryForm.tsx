import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENQUIRIES_PATH } from '../../config/enquiries.mjs';
import { school, schoolLinks } from '../../config/school';
import { formatNumber } from '../../i18n/format';
import { placeholdersFor, withElements } from '../../i18n/elements';
import { useLanguage } from '../../i18n/useLanguage';
import { sendKept, whenKeptArrives } from '../../offline/kept';
import type { EnquiryKept } from '../../offline/protocol';
import {
  checkEnquiry,
  FIELDS as SENT_FIELDS,
  HONEYPOT,
  LIMITS,
  type Problem,
} from './enquiryRules.mjs';
import { fieldId, FormFields } from './FormFields';
import styles from './ContactForm.module.scss';

/** What the school will be told, and where it will reply. */
interface Sent {
  reply: string;
  message: string;
}

/** What happened to the last Send. */
type Status =
  | { kind: 'idle' | 'sending' | 'unreachable' | 'busy' | 'tooLarge' | 'failed' }
  | ({ kind: 'sent'; number: number } & Sent)
  // Kept by the offline worker, to go by itself (src/offline/worker/enquiryQueue.ts).
  | ({ kind: 'kept'; reason: EnquiryKept['reason']; clientId: string } & Sent);

/**
 * While a message is kept and its page open, how often the worker is asked to send it. Often
 * enough for the parent to see it arrive soon after the connection is back: a browser may say
 * it is online a moment before its requests go through, and that first try then fails.
 */
const KEPT_RETRY_MS = 15_000;

/** A form refused, by the service or by the same rules here: its values and reasons. */
export interface Refused {
  values: Partial<Record<string, string>>;
  problems: Partial<Record<string, Problem>>;
}

/** A new random id for one message, so that sending it twice stores it once. */
function newClientId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The contact form, sent to the school's enquiries service. It works as plain HTML: without
 * script (or before it has arrived) the browser posts it, and the service answers with a
 * confirmation page in the parent's language, or this form again with what to correct
 * (`refused`). With script, it is sent in the background: the parent stays on the page, and is
 * told in their language that the school has it, with what they wrote. Until the service says
 * it has stored the message, nothing typed is cleared; a message sent twice (a retry after a
 * lost answer) is stored once.
 */
export function EnquiryForm({ refused }: { refused?: Refused }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const id = useId();
  const [problems, setProblems] = useState(refused?.problems ?? {});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const clientId = useRef<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A kept message: ask again now and then, and when the connection is back; when the worker
  // says it has arrived, say so, and clear the form unless the parent has changed it since.
  const keptId = status.kind === 'kept' ? status.clientId : null;
  useEffect(() => {
    if (keptId === null) return;
    const stop = whenKeptArrives(keptId, (number) =>
      setStatus((now) => {
        if (now.kind !== 'kept' || now.clientId !== keptId) return now;
        if (clientId.current === keptId) {
          clientId.current = null;
          formRef.current?.reset();
        }
        return { kind: 'sent', number, reply: now.reply, message: now.message };
      }),
    );
    const timer = window.setInterval(sendKept, KEPT_RETRY_MS);
    window.addEventListener('online', sendKept);
    return () => {
      stop();
      clearInterval(timer);
      window.removeEventListener('online', sendKept);
    };
  }, [keptId]);

  const phone = (
    <a href={schoolLinks.phone} dir="ltr" className={styles.phone}>
      {school.phone}
    </a>
  );
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      t(`contact.errors.${problem ?? 'messageNeeded'}`, {
        max: formatNumber(
          language,
          LIMITS[field === 'message' ? 'message' : field === 'grade' ? 'grade' : 'name'],
        ),
        min: formatNumber(language, LIMITS.phoneDigits),
      }),
    ]),
  );

  const refuse = (found: Partial<Record<string, Problem>>) => {
    setProblems(found);
    setStatus({ kind: 'idle' });
    // The summary says what to correct; it is announced, and Tab goes on to the fields.
    requestAnimationFrame(() => summary.current?.focus());
  };

  const onInput = () => {
    // A changed message is a new message: a send of it is not the same as the last one.
    clientId.current = null;
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const form = event.currentTarget;
    const data = Object.fromEntries(
      [...SENT_FIELDS, HONEYPOT].map((name) => {
        const field = form.elements.namedItem(name);
        return [
          name,
          field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
            ? field.value
            : '',
        ];
      }),
    );
    const checked = checkEnquiry({ ...data, language });
    if (!checked.ok) {
      refuse(checked.problems);
      return;
    }
    setProblems({});
    const thisId = (clientId.current ??= newClientId());
    setStatus({ kind: 'sending' });
    let response: Response;
    try {
      response = await fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...data, language, clientId: thisId }),
      });
    } catch {
      setStatus({ kind: 'unreachable' });
      return;
    }
    const { email, phone: tel, message } = checked.enquiry;
    const sent: Sent = { reply: email || tel, message };
    if (response.ok) {
      const receipt = (await response.json().catch(() => null)) as
        { id?: unknown } | Partial<EnquiryKept> | null;
      if (receipt && 'id' in receipt && typeof receipt.id === 'number') {
        setStatus({ kind: 'sent', number: receipt.id, ...sent });
        clientId.current = null;
        form.reset();
        return;
      }
      // The offline worker kept it: nothing is cleared until it has arrived.
      if (receipt && 'kept' in receipt && receipt.kept === true) {
        const reason = receipt.reason === 'service' ? 'service' : 'offline';
        setStatus({ kind: 'kept', reason, clientId: thisId, ...sent });
        return;
      }
    }
    if (response.status === 422) {
      const body = (await response.json().catch(() => null)) as {
        problems?: Refused['problems'];
      } | null;
      if (body?.problems) {
        refuse(body.problems);
        return;
      }
    }
    setStatus({
      kind: response.status === 429 ? 'busy' : response.status === 413 ? 'tooLarge' : 'failed',
    });
  };

  const said = (() => {
    switch (status.kind) {
      case 'sending':
        return <p>{t('contact.form.sending')}</p>;
      case 'sent':
        return (
          <>
            <p>
              {withElements(t('contact.form.sentService', placeholdersFor('number', 'reply')), {
                number: formatNumber(language, status.number, { useGrouping: false }),
                reply: <bdi className={styles.reply}>{status.reply}</bdi>,
              })}
            </p>
            <figure className={styles.wrote}>
              <figcaption>{t('contact.form.sentWhat')}</figcaption>
              <blockquote>{status.message}</blockquote>
            </figure>
          </>
        );
      case 'unreachable':
      case 'tooLarge':
      case 'failed':
      case 'kept': {
        const said =
          status.kind !== 'kept'
            ? status.kind
            : status.reason === 'offline'
              ? 'keptOffline'
              : 'keptService';
        return (
          <p>
            {withElements(
              t(`contact.form.${said}`, {
                ...placeholdersFor('phone'),
                max: formatNumber(language, LIMITS.message),
              }),
              { phone },
            )}
          </p>
        );
      }
      case 'busy':
        return <p>{t('contact.form.busy')}</p>;
      default:
        return null;
    }
  })();

  const problemFields = Object.keys(errors);
  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={`${ENQUIRIES_PATH}?lang=${language}`}
      noValidate
      onInput={onInput}
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${id}-title`}
      aria-busy={status.kind === 'sending'}
    >
      <h3 id={`${id}-title`} className={styles.title}>
        {t('contact.form.title')}
      </h3>
      {problemFields.length > 0 && (
        <div
          ref={summary}
          className={styles.summary}
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${id}-problems`}
        >
          <h4 id={`${id}-problems`}>{t('contact.form.problems')}</h4>
          <ul>
            {problemFields.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(id, field)}`}>{errors[field]}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.notice} id={`${id}-notice`}>
        {t('contact.form.noticeService')}
      </p>
      <input type="hidden" name="language" value={language} />
      <FormFields id={id} values={refused?.values} errors={errors} />
      {/* A box people never see or reach; a program that fills every box fills it. */}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {t('contact.form.trap')}
          <input name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className={styles.notice}>
        {withElements(
          t('contact.form.privacy', {
            ...placeholdersFor('email'),
            days: formatNumber(language, __ENQUIRY_RETENTION_DAYS__),
          }),
          { email: <a href={schoolLinks.admissionsEmail}>{school.admissionsEmail}</a> },
        )}
      </p>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.send}
          aria-describedby={`${id}-notice`}
          aria-disabled={status.kind === 'sending'}
        >
          {t('contact.form.send')}
        </button>
      </div>
      {/* Always in the page, so that what appears in it is announced; the floating controls
          step aside from it (src/ui/floatingClearance.ts). */}
      <div role="status" className={styles.status} data-keep-clear>
        {said}
      </div>
    </form>
  );
}
