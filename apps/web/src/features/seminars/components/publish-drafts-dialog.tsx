/**
 * "Publish all drafts" (seed §4, DESIGN §6): a binding, paid confirmation that lists the costs
 * publishing triggers (brochure entries, expanded texts; excl. VAT) and the drafts that would
 * fail with their rule texts. The confirmed total is sent along, so changed costs are refused.
 * Publishing with costs is for admins: a member reads whom to ask instead of the agreement.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROCHURE_TEXT_LIMIT, seminarRuleKey } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { validationMessage } from '../../../lib/i18n';
import { useAdminNames } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePublishDrafts, usePublishPreview, type PublishFailure } from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatMoney } from '../../../lib/format';
import '../seminars.css';

function FailureList({ failed }: { failed: PublishFailure[] }) {
  const { t } = useTranslation();
  if (failed.length === 0) return null;
  return (
    <div className="publish-summary__failed">
      <h3>{t('seminars.publishDrafts.failedHeading', { count: failed.length })}</h3>
      <ul>
        {failed.map((failure) => (
          <li key={failure.seminarId}>
            <strong>{failure.title}</strong>
            <ul>
              {failure.codes.map((code) => (
                <li key={code}>{validationMessage(seminarRuleKey(code), { max: BROCHURE_TEXT_LIMIT })}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PublishDraftsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const preview = usePublishPreview(open);
  const publish = usePublishDrafts();
  const [agreed, setAgreed] = useState(false);
  const data = preview.data;
  const publishable = data?.publishable.length ?? 0;
  const paid = (data?.costs.totalCents ?? 0) > 0;
  // Publishing with costs commits the provider's money: admins only; a member is told whom to ask.
  const isMember = useSession().user?.role === 'member';
  const admins = useAdminNames(open && isMember);
  const refused = paid && isMember;

  const close = (next: boolean) => {
    if (!next) setAgreed(false);
    onOpenChange(next);
  };

  const confirm = () => {
    if (!data) return;
    publish.mutate(data.costs.totalCents, {
      onSuccess: (result) => {
        toast.success(
          t('seminars.publishDrafts.result', { published: result.published.length, failed: result.failed.length }),
        );
        close(false);
      },
      onError: (error) => {
        const key = isApiError(error) ? Object.values(error.fieldErrors ?? {})[0] : undefined;
        toast.error(key ? validationMessage(key) : error.message);
        if (key === 'publishCostsChanged') void preview.refetch();
      },
    });
  };

  return (
    <ConfirmDialog
      cancelLabel={t('seminars.common.cancel')}
      open={open}
      onOpenChange={close}
      title={t('seminars.publishDrafts.heading')}
      description={t('seminars.publishDrafts.intro')}
      confirmLabel={paid ? t('seminars.publishDrafts.confirmPaid') : t('seminars.publishDrafts.confirm')}
      pendingLabel={t('seminars.publishDrafts.publishing')}
      pending={publish.isPending}
      confirmDisabled={!data || publishable === 0 || refused || (paid && !agreed)}
      onConfirm={confirm}
    >
      {preview.isPending ? (
        <div className="skeleton-block" aria-busy="true">
          <span className="visually-hidden">{t('seminars.common.loading')}</span>
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
        </div>
      ) : preview.error ? (
        <Alert>{preview.error.message}</Alert>
      ) : data ? (
        <div className="publish-summary">
          <p>
            {data.drafts === 0
              ? t('seminars.publishDrafts.noDrafts')
              : t('seminars.publishDrafts.counts', { publishable, drafts: data.drafts })}
          </p>
          {data.costs.lines.length > 0 ? (
            <table className="cost-table">
              <caption>{t('seminars.publishDrafts.costsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('seminars.publishDrafts.seminar')}</th>
                  <th scope="col">{t('seminars.publishDrafts.item')}</th>
                  <th scope="col" className="cost-table__amount">
                    {t('seminars.publishDrafts.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.costs.lines.map((line) => (
                  <tr key={`${line.seminarId}-${line.kind}`}>
                    <td>{line.title}</td>
                    <td>{t(`seminars.publishDrafts.kind.${line.kind}`)}</td>
                    <td className="cost-table__amount">{formatMoney(line.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('seminars.publishDrafts.total')}
                  </th>
                  <td className="cost-table__amount">
                    <strong>{formatMoney(data.costs.totalCents)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          ) : publishable > 0 ? (
            <p>{t('seminars.publishDrafts.noCosts')}</p>
          ) : null}
          {refused ? (
            <>
              <p className="muted">{t('seminars.publishDrafts.vatNote')}</p>
              <Alert tone="info">
                {admins
                  ? t('seminars.publishDrafts.adminOnly', { admins })
                  : t('seminars.publishDrafts.adminOnlyNoNames')}
              </Alert>
            </>
          ) : paid ? (
            <>
              <p className="muted">{t('seminars.publishDrafts.vatNote')}</p>
              <CheckboxField
                label={t('seminars.publishDrafts.agree', { total: formatMoney(data.costs.totalCents) })}
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
              />
            </>
          ) : null}
          <FailureList failed={data.failed} />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
