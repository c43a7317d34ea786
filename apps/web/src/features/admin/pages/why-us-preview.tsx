import { ContactSection } from '../../landing/contact/contact-section';
import { Testimonials } from '../../landing/sections/testimonials/testimonials';

/**
 * The preview of the `whyUs` block: the testimonials and the contact section it titles (its form
 * simulates sending: a preview stores nothing).
 */
export function WhyUsPreview() {
  return (
    <>
      <Testimonials />
      <ContactSection preview />
    </>
  );
}
