import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/home.json';
import hi from '../../../locales/hi/home.json';
import mr from '../../../locales/mr/home.json';
import {
  composeMail,
  MAILTO_MAX_LENGTH,
  mailtoUrl,
  messageText,
  type MessageFields,
  type MessageWords,
} from './mailMessage';

const TO = 'admissions@example.com';

/** The words the page gives the e-mail, from a language's locale file. */
function wordsOf(home: typeof en): MessageWords {
  const { form, mail } = home.contact;
  return {
    labels: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      grade: form.grade,
      message: form.message,
    },
    subject: mail.subject,
    subjectFrom: (name) => mail.subjectFrom.replace('{{name}}', name),
    pasteHere: mail.pasteHere,
  };
}

const EMPTY: MessageFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  grade: '',
  message: '',
};

/** The subject and body a mail app reads from the link. */
function decoded(url: string) {
  const query = new URL(url).searchParams;
  return {
    to: url.slice('mailto:'.length, url.indexOf('?')),
    subject: query.get('subject'),
    body: query.get('body'),
  };
}

describe('messageText', () => {
  it('holds each filled-in field under its label, the message last after a blank line', () => {
    const text = messageText(
      {
        ...EMPTY,
        firstName: 'Asha',
        email: 'asha@example.net',
        grade: 'Grade 3',
        message: 'When can we visit?',
      },
      wordsOf(en).labels,
    );
    expect(text).toBe(
      "First Name: Asha\nEmail Address: asha@example.net\nStudent's Current Grade: Grade 3\n\nMessage or Questions:\nWhen can we visit?",
    );
  });

  it('leaves out empty fields, and blank ones', () => {
    expect(
      messageText({ ...EMPTY, lastName: '   ', phone: '98200 00000' }, wordsOf(en).labels),
    ).toBe('Phone Number: 98200 00000');
    expect(messageText({ ...EMPTY, message: ' Hello \n' }, wordsOf(en).labels)).toBe(
      'Message or Questions:\nHello',
    );
    expect(messageText(EMPTY, wordsOf(en).labels)).toBe('');
  });

  it('keeps the message’s own lines, and puts a one-line field on one line', () => {
    const text = messageText(
      { ...EMPTY, firstName: 'Asha\nPatil', message: 'One\r\ntwo\rthree' },
      wordsOf(en).labels,
    );
    expect(text).toBe('First Name: Asha Patil\n\nMessage or Questions:\nOne\ntwo\nthree');
  });

  it.each([
    ['hi', hi, 'पहला नाम: आशा\n\nआपका संदेश या सवाल:\nनमस्ते'],
    ['mr', mr, 'नाव: आशा\n\nतुमचा संदेश किंवा प्रश्न:\nनमस्कार'],
  ])('labels the fields in the page’s language (%s)', (_, home, expected) => {
    const greeting = home === hi ? 'नमस्ते' : 'नमस्कार';
    expect(
      messageText({ ...EMPTY, firstName: 'आशा', message: greeting }, wordsOf(home).labels),
    ).toBe(expected);
  });
});

describe('mailtoUrl', () => {
  it('addresses the link and encodes subject and body as URI components, lines as CRLF', () => {
    const url = mailtoUrl(TO, 'Hello & welcome?', 'a=1 #2 50%\nnext + line');
    expect(url).toBe(
      'mailto:admissions@example.com?subject=Hello%20%26%20welcome%3F&body=a%3D1%20%232%2050%25%0D%0Anext%20%2B%20line',
    );
    expect(decoded(url)).toEqual({
      to: TO,
      subject: 'Hello & welcome?',
      body: 'a=1 #2 50%\r\nnext + line',
    });
  });

  it('writes a Devanagari letter as its three UTF-8 bytes, nine characters', () => {
    expect(mailtoUrl(TO, 'क', '')).toBe(`mailto:${TO}?subject=%E0%A4%95`);
    const one = mailtoUrl(TO, '', 'क').length;
    expect(mailtoUrl(TO, '', 'कखग').length - one).toBe(18);
  });

  it('leaves out an empty body', () => {
    expect(mailtoUrl(TO, 'Hi', '')).toBe(`mailto:${TO}?subject=Hi`);
  });
});

describe('composeMail', () => {
  it('puts the whole message in the link, with the name in the subject', () => {
    const mail = composeMail(
      TO,
      { ...EMPTY, firstName: 'Asha', lastName: 'Patil', message: 'When can we visit?' },
      wordsOf(en),
    );
    expect(mail.complete).toBe(true);
    expect(decoded(mail.url)).toEqual({
      to: TO,
      subject: 'Message from the website: Asha Patil',
      body: 'First Name: Asha\r\nLast Name: Patil\r\n\r\nMessage or Questions:\r\nWhen can we visit?',
    });
    expect(mail.text).toBe(
      'First Name: Asha\nLast Name: Patil\n\nMessage or Questions:\nWhen can we visit?',
    );
  });

  it('uses the plain subject without a name, and an empty form still makes an e-mail', () => {
    const mail = composeMail(TO, EMPTY, wordsOf(en));
    expect(mail).toEqual({
      url: `mailto:${TO}?subject=Message%20from%20the%20website`,
      text: '',
      complete: true,
    });
  });

  it.each([
    ['hi', hi],
    ['mr', mr],
  ])('writes subject and body in the page’s language (%s)', (_, home) => {
    const words = wordsOf(home);
    const mail = composeMail(TO, { ...EMPTY, firstName: 'आशा', grade: 'पाँच' }, words);
    const { subject, body } = decoded(mail.url);
    expect(subject).toBe(words.subjectFrom('आशा'));
    expect(subject).toMatch(/[\u0900-\u097F]/);
    expect(body).toBe(`${words.labels.firstName}: आशा\r\n${words.labels.grade}: पाँच`);
    expect(mail.url).not.toMatch(/[\u0900-\u097F\s]/);
  });

  it('fills the link up to the limit, and not one character past it', () => {
    const words = wordsOf(en);
    const short = composeMail(TO, { ...EMPTY, message: 'x' }, words);
    const room = MAILTO_MAX_LENGTH - short.url.length;
    const fits = composeMail(TO, { ...EMPTY, message: 'x'.repeat(1 + room) }, words);
    expect(fits.url.length).toBe(MAILTO_MAX_LENGTH);
    expect(fits.complete).toBe(true);
    const over = composeMail(TO, { ...EMPTY, message: 'x'.repeat(2 + room) }, words);
    expect(over.complete).toBe(false);
  });

  it('sends a message too long for the link by the clipboard: the link asks for it to be pasted', () => {
    const words = wordsOf(hi);
    // About 300 Devanagari letters: 2,700 characters encoded.
    const message = 'हमारी बेटी अगले साल पाँचवीं कक्षा में आएगी। '.repeat(8).trim();
    const fields = { ...EMPTY, firstName: 'आशा', lastName: 'पाटिल', message };
    const mail = composeMail(TO, fields, words);
    expect(mail.complete).toBe(false);
    expect(mail.url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(decoded(mail.url)).toEqual({
      to: TO,
      subject: words.subjectFrom('आशा पाटिल'),
      body: words.pasteHere,
    });
    expect(mail.text).toBe(messageText(fields, words.labels));
    expect(mail.text.endsWith(message)).toBe(true);
  });

  it('keeps within the limit even when the name alone is too long for the subject', () => {
    const words = wordsOf(mr);
    const mail = composeMail(TO, { ...EMPTY, firstName: 'आ'.repeat(400) }, words);
    expect(mail.url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(decoded(mail.url)).toEqual({ to: TO, subject: words.subject, body: words.pasteHere });
  });
});
