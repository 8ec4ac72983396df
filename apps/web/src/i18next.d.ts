/**
 * Typed translation keys: `t('…')` is checked by the compiler against the German texts,
 * merged the way lib/locales/de.ts merges them at runtime (every file of locales/de plus the
 * shared `errors` and `validation` sections). A new locale file is added here too
 * (locales.test.ts checks that none is missing).
 */
import 'i18next';
import type { sharedMessages } from '@bu/contracts';
import type app from './locales/de/app.json';
import type boosts from './locales/de/boosts.json';
import type consent from './locales/de/consent.json';
import type conversations from './locales/de/conversations.json';
import type editor from './locales/de/editor.json';
import type invoices from './locales/de/invoices.json';
import type leads from './locales/de/leads.json';
import type legal from './locales/de/legal.json';
import type locations from './locales/de/locations.json';
import type marketplace from './locales/de/marketplace.json';
import type messageRules from './locales/de/message-rules.json';
import type money from './locales/de/money.json';
import type overview from './locales/de/overview.json';
import type places from './locales/de/places.json';
import type playground from './locales/de/playground.json';
import type profile from './locales/de/profile.json';
import type recognitions from './locales/de/recognitions.json';
import type security from './locales/de/security.json';
import type seminars from './locales/de/seminars.json';
import type settings from './locales/de/settings.json';
import type statistics from './locales/de/statistics.json';
import type support from './locales/de/support.json';
import type ui from './locales/de/ui.json';
import type webhooks from './locales/de/webhooks.json';
import type widget from './locales/de/widget.json';

/** The German texts as one `translation` namespace (feature files deep-merged). */
type Translation = typeof app &
  typeof boosts &
  typeof consent &
  typeof conversations &
  typeof editor &
  typeof invoices &
  typeof leads &
  typeof legal &
  typeof locations &
  typeof marketplace &
  typeof messageRules &
  typeof money &
  typeof overview &
  typeof places &
  typeof playground &
  typeof profile &
  typeof recognitions &
  typeof security &
  typeof seminars &
  typeof settings &
  typeof statistics &
  typeof support &
  typeof ui &
  typeof webhooks &
  typeof widget &
  typeof sharedMessages.de;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
    returnNull: false;
    parseInterpolation: false;
  }
}
