/**
 * The first-run checklist (ADR 023): four set-up steps, each ticked by the provider's data
 * (GET /overview `checklist`), never by a click. The overview hides it once every step is done,
 * or when the user puts it away (`onHide`; the overview offers it back).
 */
import { useTranslation } from 'react-i18next';
import { overviewChecklistItems, type OverviewChecklistItem, type OverviewResponse } from '@bu/contracts';
import { Check } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { OverviewCard } from '../../../components/ui/overview-card';
import '../overview.css';

const actionPath: Record<OverviewChecklistItem, string> = {
  location: '/locations?new=1', // the add dialog, open
  seminar: '/seminars/create',
  profile: '/profile',
  team: '/settings#team',
};

export function FirstRunChecklist({
  checklist,
  onHide,
}: {
  checklist: OverviewResponse['checklist'];
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const done = overviewChecklistItems.filter((item) => checklist[item]).length;
  // The first open step gets the one primary button of the view.
  const next = overviewChecklistItems.find((item) => !checklist[item]);
  return (
    <OverviewCard id="overview-checklist" title={t('overview.checklist.heading')} tone="accent">
      <p className="checklist__progress">
        {t('overview.checklist.progress', { done, total: overviewChecklistItems.length })}
      </p>
      <ol className="checklist">
        {overviewChecklistItems.map((item) => {
          const ticked = checklist[item];
          return (
            <li key={item} className={`checklist__item${ticked ? ' checklist__item--done' : ''}`}>
              <span className="checklist__mark" aria-hidden="true">
                {ticked ? <Check size={14} strokeWidth={3} /> : null}
              </span>
              <span className="checklist__text">
                <span className="checklist__title">{t(`overview.checklist.items.${item}.title`)}</span>
                <span className="checklist__hint muted">{t(`overview.checklist.items.${item}.text`)}</span>
              </span>
              {ticked ? (
                <span className="checklist__status">{t('overview.checklist.done')}</span>
              ) : (
                <ButtonLink to={actionPath[item]} size="sm" variant={item === next ? 'primary' : 'secondary'}>
                  {t(`overview.checklist.items.${item}.action`)}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ol>
      <div className="checklist__footer">
        <Button variant="ghost" size="sm" onClick={onHide}>
          {t('overview.checklist.hide')}
        </Button>
      </div>
    </OverviewCard>
  );
}
