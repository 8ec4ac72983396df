/**
 * The provider's master data on Settings (seed §2): read-only, with the provider number. Name,
 * business address and contact details are edited in one place only — the profile page,
 * where they appear on the marketplace — and the section links there.
 */
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { MasterData } from '@bu/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { countryOptions } from '../../../lib/countries';
import { currentLanguage } from '../../../lib/i18n';

export function MasterDataFacts({ masterData }: { masterData: MasterData }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const country =
    countryOptions(language).find((option) => option.code === masterData.country)?.name ?? masterData.country;
  const address = [masterData.street, [masterData.postalCode, masterData.city].filter(Boolean).join(' '), country]
    .filter(Boolean)
    .join(', ');
  const facts: [string, string | null][] = [
    [t('settings.masterData.providerNumberLabel'), String(masterData.providerNumber)],
    [t('settings.masterData.name'), masterData.name],
    [t('settings.masterData.address'), address],
    [t('settings.masterData.email'), masterData.email],
    [t('settings.fields.phone'), masterData.phone],
    [t('settings.masterData.website'), masterData.website],
  ];
  return (
    <div className="stack">
      <p className="muted">{t('settings.masterData.editedOnProfile')}</p>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || t('settings.invoicing.notGiven')}</dd>
          </div>
        ))}
      </dl>
      <div>
        <ButtonLink to="/profile#profile-details-heading" icon={Pencil}>
          {t('settings.masterData.editOnProfile')}
        </ButtonLink>
      </div>
    </div>
  );
}
