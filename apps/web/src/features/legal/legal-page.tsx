/**
 * Terms of use and privacy policy (public, both languages): the pages the sign-up consent
 * refers to. The texts live in locales/<language>/legal.json as headed sections.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Doc = 'terms' | 'privacy';

function LegalPage({ doc }: { doc: Doc }) {
  const { t } = useTranslation();
  const sections = t(`legal.${doc}.sections`, { returnObjects: true }) as {
    heading: string;
    text: string;
  }[];
  return (
    <article className="stack legal">
      <h1>{t(`legal.${doc}.title`)}</h1>
      <p className="muted">{t('legal.updated')}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      <p>
        <Link to={doc === 'terms' ? '/privacy' : '/terms'}>
          {t(doc === 'terms' ? 'legal.privacy.title' : 'legal.terms.title')}
        </Link>
        {' · '}
        <Link to="/auth/signup">{t('legal.backToSignup')}</Link>
      </p>
    </article>
  );
}

export const TermsPage = () => <LegalPage doc="terms" />;
export const PrivacyPage = () => <LegalPage doc="privacy" />;
