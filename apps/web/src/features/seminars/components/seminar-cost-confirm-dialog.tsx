/**
 * The one confirmation before a single seminar goes online or a save triggers costs (brochure
 * entry, expanded text): it names the seminar and each cost with the total, net and gross. Used by
 * the list's row action menu and by the seminar form; "publish all drafts" has its own summary.
 */
import { useTranslation } from 'react-i18next';
import { seminarCostLines, type CostLine, type PublicationChannel, type Seminar } from '@bu/contracts';
import { vatCents } from '@bu/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatMoney } from '../../../lib/format';
import '../seminars.css';

type CostFields = { publicationChannel?: PublicationChannel | null; expandedText?: boolean | null };
/** A line of the contracts' `CostLine` before the server prices the seminar (no id or title yet). */
export type SeminarCostLine = Pick<CostLine, 'kind' | 'amountCents'>;

const costLinesOf = (seminar: CostFields | null): SeminarCostLine[] => (seminar ? seminarCostLines(seminar) : []);

/**
 * The costs a published seminar with `next` values triggers that `paid` (its values when it was
 * already published, or null) did not: the brochure entry and the expanded text.
 */
export function triggeredCosts(next: CostFields, paid: CostFields | null): SeminarCostLine[] {
  const before = new Set(costLinesOf(paid).map((line) => line.kind));
  return costLinesOf(next).filter((line) => !before.has(line.kind));
}

/** The costs publishing this seminar triggers (none once it was ever published). */
export function publishCosts(seminar: Pick<Seminar, 'publishedAt' | 'publicationChannel' | 'expandedText'>) {
  return triggeredCosts(seminar, seminar.publishedAt ? seminar : null);
}

/**
 * "Broschüreneintrag 39,00 €, erweiterter Text 17,00 €" and the total, net and gross: the VAT
 * rounded on the total as the invoice computes it (`vatCents`).
 */
function useCostItems(costs: SeminarCostLine[], vatRatePercent: number) {
  const { t } = useTranslation();
  const netCents = costs.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    items: costs
      .map((line) => t(`seminars.list.cost.${line.kind}`, { amount: formatMoney(line.amountCents) }))
      .join(', '),
    net: formatMoney(netCents),
    gross: formatMoney(netCents + vatCents(netCents, vatRatePercent)),
    rate: vatRatePercent,
  };
}

/**
 * The seminar form's running total: what publishing (or, for a published seminar, this save)
 * will cost, net and gross, updated as the channel and the expanded-text option change — the
 * same lines the confirmation and the invoice carry.
 */
export function SeminarCostSummary({
  costs,
  action,
  vatRatePercent,
}: {
  costs: SeminarCostLine[];
  action: 'publish' | 'save';
  vatRatePercent: number;
}) {
  const { t } = useTranslation();
  const amounts = useCostItems(costs, vatRatePercent);
  return (
    <p className="cost-summary" role="status" data-testid="publish-costs">
      {costs.length ? t(`seminars.form.costs.${action}`, amounts) : t(`seminars.form.costs.${action}Free`)}
    </p>
  );
}

export function SeminarCostConfirmDialog({
  open,
  onOpenChange,
  title,
  costs,
  action,
  pending,
  vatRatePercent,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The seminar's title. */
  title: string;
  costs: SeminarCostLine[];
  /** `publish`: the seminar goes online; `save`: a published seminar's save adds costs. */
  action: 'publish' | 'save';
  pending?: boolean;
  /** The invoices' VAT rate (the seminar list's `vatRatePercent`). */
  vatRatePercent: number;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const amounts = useCostItems(costs, vatRatePercent);
  const publishing = action === 'publish';
  return (
    <ConfirmDialog
      cancelLabel={t('seminars.common.cancel')}
      open={open}
      onOpenChange={onOpenChange}
      title={t(publishing ? 'seminars.list.publishHeading' : 'seminars.list.saveCostsHeading', { title })}
      description={
        costs.length
          ? t(publishing ? 'seminars.list.publishCosts' : 'seminars.list.saveCosts', amounts)
          : t('seminars.list.publishFree')
      }
      confirmLabel={
        publishing
          ? t(costs.length ? 'seminars.list.publishConfirmPaid' : 'seminars.list.publishConfirm')
          : t('seminars.list.saveConfirmPaid')
      }
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
