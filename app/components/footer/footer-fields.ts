// The footer's two form fields, in one chunk with Mantine's input code: they hydrate after the page.
export { FooterLanguageSelect } from './footer-language-select';
export { NewsletterForm } from './newsletter-form';
