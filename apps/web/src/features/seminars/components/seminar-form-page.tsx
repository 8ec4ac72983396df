/** The create and edit screens (/seminars/create, /seminars/edit?id=…) around the seminar form. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSeminarDetail, useSeminarMeta } from '../api';
import { SeminarForm } from './seminar-form';
import { SeminarStatusBadge } from './status-badge';
import '../seminars.css';

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="skeleton-block" aria-busy="true" aria-label={t('seminars.common.loading')}>
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--field" />
      <div className="skeleton skeleton--field" />
      <div className="skeleton skeleton--field" />
    </div>
  );
}

export function SeminarCreatePage() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const meta = useSeminarMeta();
  return (
    <section className="stack seminar-form-page" aria-labelledby="seminar-form-heading">
      <p className="breadcrumb">
        <Link to="/seminars">{t('seminars.form.backToList')}</Link>
      </p>
      <h1 id="seminar-form-heading">{t('seminars.form.createHeading')}</h1>
      {meta.error ? <Alert>{meta.error.message}</Alert> : null}
      {meta.data ? <SeminarForm seminar={null} meta={meta.data} currentUserId={userId || null} /> : <FormSkeleton />}
    </section>
  );
}

export function SeminarEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { userId } = useSession();
  const detail = useSeminarDetail(id);
  const seminar = detail.data?.seminars?.[0] ?? null;
  const notFound = !id || (isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400));
  return (
    <section className="stack seminar-form-page" aria-labelledby="seminar-form-heading">
      <p className="breadcrumb">
        <Link to="/seminars">{t('seminars.form.backToList')}</Link>
      </p>
      <h1 id="seminar-form-heading">
        {t('seminars.form.editHeading')} {seminar ? <SeminarStatusBadge status={seminar.status} /> : null}
      </h1>
      {notFound ? (
        <Alert>{t('seminars.form.notFound')}</Alert>
      ) : detail.error ? (
        <Alert>{detail.error.message}</Alert>
      ) : seminar && detail.data ? (
        <SeminarForm
          key={seminar.id}
          seminar={seminar}
          meta={detail.data}
          participants={detail.data.seminar_participant_counts?.[seminar.id]}
          currentUserId={userId || null}
        />
      ) : (
        <FormSkeleton />
      )}
    </section>
  );
}
