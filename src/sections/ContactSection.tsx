import { useTranslation } from 'react-i18next';
import { ContactForm } from '../features/contact/ContactForm';
import { ContactDetails } from './ContactDetails';
import { IntroSection } from './IntroSection';
import styles from './ContactSection.module.scss';

export function ContactSection() {
  const { t } = useTranslation('home');
  return (
    <IntroSection id="contact" title={t('contact.title')} intro={t('contact.intro')}>
      {/* The details first: Contact, Apply for Admission and Schedule a Visit land on a phone
          number, not on a form to fill in. */}
      <div className={styles.layout}>
        <ContactDetails />
        <ContactForm />
      </div>
    </IntroSection>
  );
}
