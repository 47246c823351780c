import { useTranslation } from 'react-i18next';
import { school, schoolLinks } from '../config/school';
import type { Refused } from '../features/contact/EnquiryForm';
import { LIMITS } from '../features/contact/enquiryRules.mjs';
import { placeholdersFor, withElements } from '../i18n/elements';
import { formatNumber } from '../i18n/format';
import { useLanguage, useLocalizedPath } from '../i18n/useLanguage';
import { ContactForm } from '../features/contact/ContactForm';
import { Section } from '../sections/Section';

/** How the enquiries service answered a form posted without script. */
export type EnquiryOutcome = 'sent' | 'invalid' | 'tooLarge' | 'busy' | 'failed';

/**
 * The pages the enquiries service answers a posted form with (server/pages.mjs): the
 * confirmation, the form again with what to correct, or why it could not be taken. Plain HTML
 * in the parent's language with the site's own styles and no script: a parent who posted
 * without script reads them without it.
 */
export function EnquiryPage({ outcome, refused }: { outcome: EnquiryOutcome; refused?: Refused }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const home = useLocalizedPath()('/');
  if (outcome === 'invalid')
    return (
      <main id="main">
        {/* The form first, with what to correct at its top; the school's details stay on the
            home page (the messages name the phone where it helps). */}
        <Section
          id="enquiry"
          level="h1"
          title={t('contact.page.invalidTitle')}
          intro={t('contact.page.invalidIntro')}
        >
          <ContactForm refused={refused} />
        </Section>
      </main>
    );
  const phone = (
    <a href={schoolLinks.phone} dir="ltr">
      {school.phone}
    </a>
  );
  const words = {
    sent: ['sentTitle', 'sentBody'],
    tooLarge: ['tooLargeTitle', 'tooLargeBody'],
    busy: ['busyTitle', 'busyBody'],
    failed: ['failedTitle', 'failedBody'],
  } as const;
  const [title, body] = words[outcome];
  return (
    <main id="main">
      <Section
        id="enquiry"
        level="h1"
        title={t(`contact.page.${title}`)}
        intro={withElements(
          t(`contact.page.${body}`, {
            ...placeholdersFor('phone'),
            max: formatNumber(language, LIMITS.message),
          }),
          { phone },
        )}
      >
        <p>
          <a href={home}>{t('contact.page.home')}</a>
        </p>
      </Section>
    </main>
  );
}
