/**
 * Settings → Website-Widget (issue 43): the snippet a provider pastes into its own site (the
 * loader script, which creates an iframe of our origin; docs/decisions/044-widget-in-an-iframe.md)
 * with a copy button, a live preview of the real widget, the provider's calendar feed, and the
 * allow-list of sites that may embed it (admins edit it; open to any site while empty).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import {
  WIDGET_FRAME_PATH,
  WIDGET_MIN_WIDTH,
  WIDGET_RESIZE_MESSAGE,
  WIDGET_SCRIPT_PATH,
  type Language,
} from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { toast } from '../../../lib/toast';
import { useUpdateWidgetSettings, useWidgetSettings } from '../api';

/** The snippet for a provider and language, loading the script from this origin. */
function widgetSnippet(origin: string, providerId: string, language: Language): string {
  return `<script src="${origin}${WIDGET_SCRIPT_PATH}" data-provider="${providerId}" data-lang="${language}" async></script>`;
}

function Preview({ providerId, language }: { providerId: string; language: Language }) {
  const { t } = useTranslation();
  const [height, setHeight] = useState(420);
  const src = `${WIDGET_FRAME_PATH}/${providerId}?lang=${language}#preview`;
  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: unknown; height?: unknown }>) => {
      if (event.origin !== location.origin || event.data?.type !== WIDGET_RESIZE_MESSAGE) return;
      if (typeof event.data.height === 'number' && event.data.height > 0) setHeight(Math.ceil(event.data.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <iframe
      key={src}
      className="widget-settings__preview"
      title={t('widget.settings.previewFrame')}
      src={src}
      style={{ height, minWidth: WIDGET_MIN_WIDTH }}
    />
  );
}

function Origins({ allowedOrigins, isAdmin }: { allowedOrigins: string[]; isAdmin: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateWidgetSettings();
  const [text, setText] = useState(allowedOrigins.join('\n'));
  const [error, setError] = useState<string | undefined>();

  if (!isAdmin) {
    return (
      <div className="stack">
        <p>{allowedOrigins.length ? t('widget.settings.originsListed') : t('widget.settings.originsOpen')}</p>
        {allowedOrigins.length ? (
          <ul>
            {allowedOrigins.map((origin) => (
              <li key={origin}>{origin}</li>
            ))}
          </ul>
        ) : null}
        <Alert tone="info">
          <p>{t('widget.settings.adminOnly')}</p>
        </Alert>
      </div>
    );
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const origins = text
      .split(/\s+/)
      .map((line) => line.trim())
      .filter(Boolean);
    update.mutate(
      { allowedOrigins: origins },
      {
        onSuccess: ({ widget }) => {
          setText(widget.allowedOrigins.join('\n'));
          toast.success(t('widget.settings.saved'));
        },
        onError: (failure) => {
          const key = failure instanceof ApiError ? Object.values(failure.fieldErrors ?? {})[0] : undefined;
          if (key) setError(key);
          else toast.error(failure.message);
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextAreaField
        label={t('widget.settings.originsLabel')}
        hint={t('widget.settings.originsHelp')}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error ? { message: error } : undefined}
        spellCheck={false}
      />
      <div>
        <Button type="submit" variant="primary" pending={update.isPending}>
          {t('widget.settings.save')}
        </Button>
      </div>
    </form>
  );
}

export function WidgetSection({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const settings = useWidgetSettings();
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'de');
  const snippetId = useId();

  if (settings.isPending) return <SkeletonCard bare label={t('ui.loading')} lines={4} />;
  if (settings.isError) {
    return (
      <Alert>
        <p>{settings.error.message}</p>
      </Alert>
    );
  }
  const { providerId, allowedOrigins } = settings.data.widget;
  const snippet = widgetSnippet(location.origin, providerId, language);
  const feed = `${location.origin}${apiUrl(endpoints.getProviderCalendar, { params: { id: providerId } })}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success(t('widget.settings.copied'));
    } catch {
      toast.error(t('widget.settings.copyFailed'));
    }
  };

  return (
    <div className="stack">
      <p className="muted">{t('widget.settings.intro')}</p>
      <SelectField
        label={t('widget.settings.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'de')}
      >
        <option value="de">{t('widget.settings.german')}</option>
        <option value="en">{t('widget.settings.english')}</option>
      </SelectField>
      <div className="stack widget-settings__snippet">
        <h3 id={`${snippetId}-heading`}>{t('widget.settings.snippet')}</h3>
        <p className="muted">{t('widget.settings.snippetHelp')}</p>
        <pre className="widget-settings__code" tabIndex={0} aria-labelledby={`${snippetId}-heading`}>
          <code>{snippet}</code>
        </pre>
        <div>
          <Button icon={Copy} onClick={() => void copy()}>
            {t('widget.settings.copy')}
          </Button>
        </div>
      </div>
      <div className="stack">
        <h3>{t('widget.settings.preview')}</h3>
        <Preview providerId={providerId} language={language} />
      </div>
      <div className="stack">
        <h3>{t('widget.settings.calendarFeed')}</h3>
        <p className="muted">{t('widget.settings.calendarFeedHelp')}</p>
        <p className="widget-settings__feed">
          <a href={feed}>{feed}</a>
        </p>
      </div>
      <div className="stack">
        <h3>{t('widget.settings.originsHeading')}</h3>
        <Origins key={allowedOrigins.join(' ')} allowedOrigins={allowedOrigins} isAdmin={isAdmin} />
      </div>
    </div>
  );
}
