/**
 * The authority's notice of one recognition: upload a PDF (the server checks it and answers its
 * id), view the one on file, or remove the link. The file itself stays private to the team.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Upload, X } from 'lucide-react';
import { RECOGNITION_DOCUMENT_MAX_BYTES } from '@bu/contracts';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldGroup, FieldHint, useFieldIds } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { recognitionsApi } from '../api';
import '../recognitions.css';

export function NoticeUpload({
  documentId,
  onChange,
  label,
}: {
  documentId: string | null | undefined;
  onChange: (documentId: string | null) => void;
  /** Names the field for assistive technology (e.g. "Bescheid (PDF) Hamburg"). */
  label: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The hint comes before the buttons, so it is the group's child rather than its `hint`.
  const hint = t('recognitions.noticeHint');
  const ids = useFieldIds(error ? { message: error } : undefined, hint);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > RECOGNITION_DOCUMENT_MAX_BYTES) {
      setError(t('validation.recognitionDocumentTooLarge', { max: RECOGNITION_DOCUMENT_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setBusy(true);
    try {
      const { documentId: uploaded } = await recognitionsApi.upload(file);
      onChange(uploaded);
      toast.success(t('recognitions.noticeUploaded'));
    } catch (err) {
      const key = isApiError(err) ? err.fieldErrors?.file : undefined;
      setError(
        key
          ? t(`validation.${key}` as 'validation.recognitionDocumentType', {
              max: RECOGNITION_DOCUMENT_MAX_BYTES / 1024 / 1024,
            })
          : isApiError(err)
            ? err.message
            : t('errors.INTERNAL'),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <FieldGroup label={t('recognitions.notice')} ids={ids} className="notice-upload">
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="notice-upload__row">
        {documentId ? (
          <>
            <span className="notice-upload__attached">
              <FileText aria-hidden="true" size={16} /> {t('recognitions.noticeAttached')}
            </span>
            <Button
              variant="secondary"
              onClick={() => void recognitionsApi.open(documentId).catch(() => toast.error(t('errors.NOT_FOUND')))}
            >
              {t('recognitions.noticeOpen')}
            </Button>
            <Button
              variant="ghost"
              icon={X}
              onClick={() => onChange(null)}
              aria-label={`${t('recognitions.noticeRemove')} – ${label}`}
            >
              {t('recognitions.noticeRemove')}
            </Button>
          </>
        ) : null}
        <input
          ref={input}
          id={`${ids.id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          className="visually-hidden"
          aria-label={label}
          aria-describedby={ids.describedBy}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <Button variant="secondary" icon={Upload} disabled={busy} onClick={() => input.current?.click()}>
          {busy
            ? t('recognitions.noticeUploading')
            : documentId
              ? t('recognitions.noticeReplace')
              : t('recognitions.noticeUpload')}
        </Button>
      </div>
      <FieldError id={ids.errorId} alert>
        {error}
      </FieldError>
    </FieldGroup>
  );
}
