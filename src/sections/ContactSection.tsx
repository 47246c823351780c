import { useTranslation } from 'react-i18next';
import { ContactForm } from '../features/contact/ContactForm';
import type { Refused } from '../features/contact/EnquiryForm';
import { ShareButton } from '../features/share/ShareButton';
import { ContactDetails } from './ContactDetails';
import { Section } from './Section';
import styles from './ContactSection.module.scss';

/** `refused`: a form the enquiries service sent back to correct (server/pages.mjs). */
export function ContactSection({ refused }: { refused?: Refused }) {
  const { t } = useTranslation('home');
  const { t: tShare } = useTranslation('share');
  return (
    <Section id="contact" title={t('contact.title')} intro={t('contact.intro')}>
      {/* The details first: Contact, Apply for Admission and Schedule a Visit land on a phone
          number, not on a form to fill in. */}
      <div className={styles.layout}>
        <div className={styles.aside}>
          <ContactDetails />
          {/* Parents pass school links to each other: the way to do it, beside the school's. */}
          <div className={styles.share}>
            <p className={styles.invite}>{tShare('invite')}</p>
            <ShareButton className={styles.shareButton} />
          </div>
        </div>
        <ContactForm refused={refused} />
      </div>
    </Section>
  );
}
