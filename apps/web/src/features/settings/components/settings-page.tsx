/**
 * /settings (seed §2): master data, personal data, password change, team, invoicing, the
 * API key and the website widget as sections of one page with an in-page table of contents (hash links scroll and
 * focus). What a member may not do is hidden or read-only with an explanation (seed §6).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import type { TranslationKey } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useInvoicing, useMasterData, usePersonalData } from '../api';
import { ActivitySection } from './activity-section';
import { ApiKeySection } from './api-key-section';
import { InvoicesSection } from './invoices-section';
import { InvoicingForm } from './invoicing-form';
import { MasterDataFacts } from './master-data-facts';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import { SessionsSection } from './sessions-section';
import { TeamSection } from './team-section';
import { TwoFactorSection } from './two-factor-section';
import { WidgetSection } from './widget-section';
import '../settings.css';

const SECTIONS = [
  'master-data',
  'personal',
  'password',
  'team',
  'invoicing',
  'invoices',
  'api-key',
  'widget',
  'activity',
] as const;
type SectionId = (typeof SECTIONS)[number];

const titleKeys: Record<SectionId, TranslationKey> = {
  'master-data': 'settings.masterData.heading',
  personal: 'settings.personal.heading',
  password: 'settings.password.heading',
  team: 'settings.team.heading',
  invoicing: 'settings.invoicing.heading',
  invoices: 'settings.invoices.heading',
  'api-key': 'settings.apiKey.heading',
  widget: 'widget.settings.heading',
  activity: 'security.activity.heading',
};

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section id={id} tabIndex={-1} className="card settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t(titleKeys[id])}</h2>
      {children}
    </section>
  );
}

function Failed({ error }: { error: Error | null }) {
  return error ? (
    <Alert>
      <p>{error.message}</p>
    </Alert>
  ) : null;
}

// Each section asks for its own data. React subscribes children before their parent and
// siblings in order, so the calls go out in page order: with the page's own hooks the three
// top sections asked last, and on a database that answers one query at a time (PGlite) the
// first screenful waited for all ten calls below it (issue 26, defect 9).
function MasterDataBlock() {
  const { t } = useTranslation();
  const masterData = useMasterData();
  return (
    <>
      <Failed error={masterData.error} />
      {masterData.data ? (
        <MasterDataFacts masterData={masterData.data.masterData} />
      ) : masterData.isPending ? (
        <SkeletonCard bare label={t('ui.loading')} lines={4} />
      ) : null}
    </>
  );
}

function PersonalBlock() {
  const { t } = useTranslation();
  const personal = usePersonalData();
  return (
    <>
      <Failed error={personal.error} />
      {personal.data ? (
        <PersonalDataForm personal={personal.data.personal} />
      ) : personal.isPending ? (
        <SkeletonCard bare label={t('ui.loading')} lines={3} variant="field" />
      ) : null}
    </>
  );
}

function InvoicingBlock({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const invoicing = useInvoicing();
  return (
    <>
      <Failed error={invoicing.error} />
      {invoicing.data ? (
        <InvoicingForm invoicing={invoicing.data.invoicing} isAdmin={isAdmin} />
      ) : invoicing.isPending ? (
        <SkeletonCard bare label={t('ui.loading')} lines={4} variant="field" />
      ) : null}
    </>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const { user, support } = useSession();
  const isAdmin = user?.role === 'admin';

  return (
    <div className="stack settings">
      <PageHeader>
        <h1>{t('settings.heading')}</h1>
      </PageHeader>
      <nav aria-label={t('settings.contents')} className="settings__toc">
        <ul>
          {SECTIONS.filter((id) => id !== 'activity' || isAdmin).map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(titleKeys[id])}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="master-data">
        <MasterDataBlock />
      </Section>
      <Section id="personal">
        <PersonalBlock />
        {support ? null : <SessionsSection />}
        {support ? null : <TwoFactorSection isAdmin={isAdmin} />}
      </Section>
      <Section id="password">
        <PasswordForm />
      </Section>
      <Section id="team">
        <TeamSection isAdmin={isAdmin} />
      </Section>
      <Section id="invoicing">
        <InvoicingBlock isAdmin={isAdmin} />
      </Section>
      <Section id="invoices">
        <InvoicesSection isAdmin={isAdmin} />
      </Section>
      <Section id="api-key">
        <ApiKeySection isAdmin={isAdmin} />
      </Section>
      <Section id="widget">
        <WidgetSection isAdmin={isAdmin} />
      </Section>
      {isAdmin ? (
        <Section id="activity">
          <ActivitySection />
        </Section>
      ) : null}
    </div>
  );
}
