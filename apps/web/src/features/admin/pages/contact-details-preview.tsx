import { ContactSection } from '../../landing/contact/contact-section';

/**
 * The preview of the `contactDetails` block: the contact section, whose 'Schedule a Call' panel
 * shows the details (its form simulates sending: a preview stores nothing).
 */
export function ContactDetailsPreview() {
  return <ContactSection preview />;
}
