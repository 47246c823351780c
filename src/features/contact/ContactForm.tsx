import { EnquiryForm, type Refused } from './EnquiryForm';
import { MailForm } from './MailForm';

/**
 * The contact form: sent to the school's enquiries service (the default), or handed to the
 * parent's mail app on a static-only host (`ENQUIRIES=mail`; src/config/enquiries.mjs). The
 * build fixes which, so the other's code is not in the page.
 */
export function ContactForm({ refused }: { refused?: Refused }) {
  return __ENQUIRIES__ === 'mail' ? <MailForm /> : <EnquiryForm refused={refused} />;
}
