/**
 * The activity log's kinds (the shared `activityKind` section): the settings' log and its filter,
 * the support screen and the CSV export. Without imports but types, so i18n.ts can carry them.
 */
import type { ActivityKind } from './security';

export const activityKindTextsDe = {
  sign_in: 'Anmeldung',
  password_changed: 'Passwort geändert',
  email_changed: 'E-Mail-Adresse geändert',
  two_factor_enabled: 'Zwei-Faktor-Anmeldung eingeschaltet',
  two_factor_disabled: 'Zwei-Faktor-Anmeldung ausgeschaltet',
  account_secured: 'Konto gesichert',
  seminar_published: 'Seminar veröffentlicht',
  seminar_status_changed: 'Seminarstatus geändert',
  seminar_deleted: 'Seminar gelöscht',
  seminar_start_date_changed: 'Gesperrtes Startdatum geändert',
  team_member_invited: 'Teammitglied eingeladen',
  team_member_updated: 'Teammitglied geändert',
  team_member_removed: 'Teammitglied entfernt',
  invoicing_changed: 'Rechnungsdaten geändert',
  api_key_created: 'API-Schlüssel erstellt',
  api_key_revoked: 'API-Schlüssel widerrufen',
  boost_confirmed: 'Top-Platzierung gebucht',
  support_access_started: 'Support-Zugriff begonnen',
  support_access_ended: 'Support-Zugriff beendet',
  support_verification_resent: 'Bestätigungs-E-Mail erneut gesendet (Support)',
  support_action: 'Änderung durch den Support',
} satisfies Record<ActivityKind, string>;

export const activityKindTextsEn: typeof activityKindTextsDe = {
  sign_in: 'Sign-in',
  password_changed: 'Password changed',
  email_changed: 'Email address changed',
  two_factor_enabled: 'Two-factor sign-in turned on',
  two_factor_disabled: 'Two-factor sign-in turned off',
  account_secured: 'Account secured',
  seminar_published: 'Seminar published',
  seminar_status_changed: 'Seminar status changed',
  seminar_deleted: 'Seminar deleted',
  seminar_start_date_changed: 'Locked start date changed',
  team_member_invited: 'Team member invited',
  team_member_updated: 'Team member changed',
  team_member_removed: 'Team member removed',
  invoicing_changed: 'Invoicing data changed',
  api_key_created: 'API key created',
  api_key_revoked: 'API key revoked',
  boost_confirmed: 'Boost confirmed',
  support_access_started: 'Support access started',
  support_access_ended: 'Support access ended',
  support_verification_resent: 'Verification mail resent (support)',
  support_action: 'Change by support',
};
