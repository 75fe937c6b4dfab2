import { lazy, useContext } from 'react';
import { FooterContent, type FooterFields } from './footer-content';
import { ServerFooter } from './server-footer';
import classes from './footer.module.css';

// Below the fold, the form fields hydrate after the page, once their code is in.
const loadFields = () => import('./footer-fields');
const lateFields: FooterFields = {
  NewsletterForm: lazy(() => loadFields().then((fields) => ({ default: fields.NewsletterForm }))),
  FooterLanguageSelect: lazy(() => loadFields().then((fields) => ({ default: fields.FooterLanguageSelect }))),
};

/**
 * The footer of every layout but the reader. The server writes it from kept markup; the browser
 * renders its components, which hydrate that markup (kept-footer.tsx).
 */
export function SiteFooter() {
  const kept = useContext(ServerFooter);
  if (kept) return kept;
  return (
    <footer className={classes.footer}>
      <FooterContent fields={lateFields} />
    </footer>
  );
}
