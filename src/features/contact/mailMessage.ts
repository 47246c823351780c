/**
 * The contact form's message as an e-mail the parent sends from their own e-mail app: the site
 * has no server, so Send Message opens a `mailto:` link addressed to admissions, with a
 * subject and a body holding what was filled in, in the page's language.
 *
 * A `mailto:` link carries its text percent-encoded, and a Devanagari letter is three bytes of
 * UTF-8, nine characters in the link (क → %E0%A4%95). Phones' and browsers' e-mail handlers cut
 * or refuse long links, so one stays under `MAILTO_MAX_LENGTH`: a message that does not fit
 * goes by the clipboard instead (the link then asks, in its body, for it to be pasted).
 */

/** The form's fields, in the form's order; the message comes last in the e-mail too. */
export const MESSAGE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'grade',
  'message',
] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];
export type MessageFields = Record<MessageField, string>;

/** The page's words for the e-mail, in its language. */
export interface MessageWords {
  /** Each field's label, as the form shows it. */
  labels: Record<MessageField, string>;
  /** The subject when no name was given. */
  subject: string;
  /** The subject with the parent's name in it. */
  subjectFrom: (name: string) => string;
  /** The body when the message is too long for the link: a request to paste it. */
  pasteHere: string;
}

/** Links up to this long open in every common e-mail handler (about 2,000 is the usual limit). */
export const MAILTO_MAX_LENGTH = 2000;

export interface Mail {
  /** The `mailto:` link to open: never longer than the limit. */
  url: string;
  /** The whole message as plain text (lines joined by \n), for the clipboard. */
  text: string;
  /** Whether `url` holds the whole message; otherwise its body asks for `text` to be pasted. */
  complete: boolean;
}

/** A one-line field's value: any line breaks and runs of spaces become one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The message as the e-mail's body: one "Label: value" line per filled-in field, then, after a
 * blank line, the message under its label. Empty fields are left out.
 */
export function messageText(fields: MessageFields, labels: MessageWords['labels']): string {
  const lines = MESSAGE_FIELDS.filter((field) => field !== 'message').flatMap((field) => {
    const value = oneLine(fields[field]);
    return value ? [`${labels[field]}: ${value}`] : [];
  });
  const message = fields.message.replace(/\r\n?/g, '\n').trim();
  if (message) lines.push(...(lines.length ? [''] : []), `${labels.message}:`, message);
  return lines.join('\n');
}

/**
 * `mailto:to?subject=…&body=…`, each value encoded with `encodeURIComponent` (RFC 6068: UTF-8,
 * percent-encoded; line breaks as CRLF). `to` is a plain address (src/config/schoolContact.ts
 * allows nothing that would need encoding).
 */
export function mailtoUrl(to: string, subject: string, body: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`);
  return `mailto:${to}?${query.join('&')}`;
}

/**
 * The e-mail for what the form holds: the whole message in the link when it fits within
 * `maxLength`, else a link whose body asks for the message to be pasted (and, should even the
 * parent's name make the subject too long, the plain subject).
 */
export function composeMail(
  to: string,
  fields: MessageFields,
  words: MessageWords,
  maxLength = MAILTO_MAX_LENGTH,
): Mail {
  const text = messageText(fields, words.labels);
  const name = oneLine(`${fields.firstName} ${fields.lastName}`);
  const subject = name ? words.subjectFrom(name) : words.subject;
  const whole = mailtoUrl(to, subject, text);
  if (whole.length <= maxLength) return { url: whole, text, complete: true };
  const paste = mailtoUrl(to, subject, words.pasteHere);
  if (paste.length <= maxLength) return { url: paste, text, complete: false };
  return { url: mailtoUrl(to, words.subject, words.pasteHere), text, complete: false };
}
