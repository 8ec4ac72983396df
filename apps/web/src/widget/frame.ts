/**
 * The website widget (issue 43, docs/decisions/044-widget-in-an-iframe.md): the document a
 * provider's site frames at `/widget/<providerId>?lang=de|en`. It lists the provider's current
 * seminars (dates, place, price, recognitions per state, free places or waitlist when the answer
 * has them) and opens the inquiry form in place. Everything runs on our origin inside the frame:
 * the embedding page can read nothing of it (same-origin policy), and the frame tells its parent
 * only its height. Statistics as on the marketplace: events carry the answer's view token.
 *
 * The fragment carries what the loader knows (`#page=<embedding page URL>`), or `#preview` in
 * Settings (no events, no inquiries). Nothing of it reaches our server except an inquiry's
 * `embeddedOn`.
 */
import {
  EVENTS_PER_CALL_MAX,
  formatDateRange,
  formatPriceLine,
  germanStates,
  stateName as nameOfState,
  WIDGET_RESIZE_MESSAGE,
  type PublicProvider,
  type PublicProviderResponse,
  type PublicSeminarResponse,
  type StatEvent,
} from '@bu/contracts';
import { formatPlaces } from '../lib/places';
import { h } from './dom';
import { texts, type WidgetLanguage } from './texts';
import './widget.css';

/** The API under the web origin, as the app's client calls it (lib/api-client). */
const API = '/api';
const language: WidgetLanguage = new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'de';
const providerId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '');
const fragment = new URLSearchParams(location.hash.slice(1));
const preview = fragment.has('preview');
const { t, plural, places: placesWords } = texts(language);

/** A seminar of the provider page's list, with its free places or waitlist. */
type Seminar = PublicProvider['seminars'][number];

/** The page the widget is embedded on: from the loader, else the referrer (an origin at least). */
function embeddingPage(): string | undefined {
  const candidates = [fragment.get('page'), document.referrer, window.parent === window ? location.href : null];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
      // A page address longer than the server keeps is cut to its path.
      return url.href.length <= 2000 ? url.href : `${url.origin}${url.pathname}`.slice(0, 2000);
    } catch {
      continue;
    }
  }
  return undefined;
}

// --- statistics (the marketplace's protocol, lib track.ts): beacons of at most 50 events ---
const queue: StatEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
function flush() {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length) {
    const body = JSON.stringify({ events: queue.splice(0, EVENTS_PER_CALL_MAX) });
    if (!navigator.sendBeacon?.(`${API}/public/events`, body)) {
      void fetch(`${API}/public/events`, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  }
}
function track(...events: StatEvent[]) {
  if (preview) return;
  queue.push(...events);
  flushTimer ??= setTimeout(flush, 1000);
}
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});

// --- the height, for the loader's iframe ---
function reportHeight() {
  if (window.parent === window) return;
  // Only a number leaves the frame; '*' because the embedding origin is whatever site it is.
  window.parent.postMessage({ type: WIDGET_RESIZE_MESSAGE, height: document.documentElement.scrollHeight }, '*');
}
new ResizeObserver(reportHeight).observe(document.documentElement);

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${API}${path}`, { headers: { 'accept-language': language } });
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as T;
}

const stateName = (code: string) => nameOfState(code, language);

const price = (s: Seminar): string => formatPriceLine(s, language, { free: t('free'), onRequest: t('onRequest') });

/** "noch 3 Plätze" / "ausgebucht – Warteliste", as the seminar's own public page says it. */
const places = (s: Seminar): string => formatPlaces(s, placesWords);

const seminarUrl = (s: Seminar) => `/marketplace/seminars/${s.slug}-${s.id}`;
const newTab = (label: string) => [label, h('span', { class: 'buw-hidden' }, ` ${t('opensInNewTab')}`)];

function fact(label: string, value: string | null | undefined) {
  return value ? [h('dt', {}, label), h('dd', {}, value)] : [];
}

let formCounter = 0;

/** The inquiry form of one seminar, in place below its card. */
function inquiryForm(s: Seminar, close: () => void): HTMLElement {
  const id = `buw-form-${++formCounter}`;
  const field = (name: string, label: string, control: HTMLElement) => {
    control.id = `${id}-${name}`;
    control.setAttribute('name', name);
    control.setAttribute('aria-describedby', `${id}-${name}-error`);
    return h(
      'div',
      { class: 'buw-field' },
      h('label', { for: control.id }, label),
      control,
      h('p', { class: 'buw-error', id: `${id}-${name}-error` }),
    );
  };
  const status = h('div', { role: 'status', 'aria-live': 'polite', class: 'buw-status' });
  const alert = h('div', { role: 'alert', class: 'buw-alert', hidden: true });
  const submit = h('button', { type: 'submit', class: 'buw-button buw-primary', disabled: preview }, t('send'));
  // The form's token (issue 45): issued as the form opens; the server refuses an inquiry sent
  // faster than a person types, or without the token.
  const issued = preview
    ? Promise.resolve(null)
    : getJson<{ formToken: string }>(`/public/seminars/${encodeURIComponent(s.id)}/inquiry-form`).catch(() => null);
  const form = h(
    'form',
    { class: 'buw-form', 'aria-labelledby': `${id}-heading` },
    h('h4', { id: `${id}-heading`, tabindex: -1 }, t('formHeading', { title: s.title })),
    preview ? h('p', { class: 'buw-note' }, t('previewDisabled')) : null,
    alert,
    h(
      'div',
      { class: 'buw-row' },
      field('firstName', t('firstName'), h('input', { required: true, maxlength: 100, autocomplete: 'given-name' })),
      field('lastName', t('lastName'), h('input', { required: true, maxlength: 100, autocomplete: 'family-name' })),
    ),
    h(
      'div',
      { class: 'buw-row' },
      field('email', t('email'), h('input', { type: 'email', required: true, maxlength: 254, autocomplete: 'email' })),
      field('phone', t('phone'), h('input', { type: 'tel', maxlength: 50, autocomplete: 'tel' })),
    ),
    field(
      'employerState',
      t('state'),
      h(
        'select',
        {},
        h('option', { value: '' }, t('stateNone')),
        germanStates.map((st) => h('option', { value: st.code }, st[language])),
      ),
    ),
    field('message', t('message'), h('textarea', { required: true, rows: 4, maxlength: 5000 })),
    // Honeypot: invisible to people, filled by bots (the server then stores nothing).
    h(
      'div',
      { class: 'buw-honeypot', 'aria-hidden': 'true' },
      h('label', {}, 'Website', h('input', { name: 'website', tabindex: -1, autocomplete: 'off' })),
    ),
    h(
      'div',
      { class: 'buw-actions' },
      submit,
      h('button', { type: 'button', class: 'buw-button', onclick: close }, t('closeForm')),
    ),
    status,
  );

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (preview || submit.disabled) return;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    for (const error of form.querySelectorAll('.buw-error')) error.textContent = '';
    for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
    alert.hidden = true;
    submit.disabled = true;
    status.textContent = t('sending');
    void issued
      .then((token) =>
        fetch(`${API}/public/seminars/${encodeURIComponent(s.id)}/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': language },
          body: JSON.stringify({ ...data, embeddedOn: embeddingPage(), formToken: token?.formToken }),
        }),
      )
      .then(async (res) => {
        if (res.ok) {
          const done = h(
            'div',
            { class: 'buw-done', role: 'status', tabindex: -1 },
            h('strong', {}, t('sentHeading')),
            ' ',
            t('sent'),
          );
          form.replaceWith(done);
          done.focus();
          return;
        }
        const failure = (await res.json().catch(() => ({}))) as {
          message?: string;
          fieldErrors?: Record<string, string>;
        };
        let first: HTMLElement | null = null;
        for (const name of Object.keys(failure.fieldErrors ?? {})) {
          const control = form.querySelector<HTMLElement>(`#${id}-${name}`);
          if (!control) continue;
          control.setAttribute('aria-invalid', 'true');
          form.querySelector(`#${id}-${name}-error`)!.textContent = t('fieldInvalid');
          first ??= control;
        }
        alert.textContent = failure.message ?? t('sendFailed');
        alert.hidden = false;
        (first ?? alert).focus?.();
      })
      .catch(() => {
        alert.textContent = t('sendFailed');
        alert.hidden = false;
      })
      .finally(() => {
        submit.disabled = false;
        status.textContent = '';
      });
  });
  return form;
}

function card(s: Seminar): HTMLElement {
  const recognitions = s.states.map(stateName).join(', ');
  const slot = h('div', { class: 'buw-slot' });
  const formId = `buw-slot-${s.id}`;
  slot.id = formId;
  const heading = h('h3', { class: 'buw-title' }, s.title);
  const toggle = h(
    'button',
    { type: 'button', class: 'buw-button buw-primary', 'aria-expanded': 'false', 'aria-controls': formId },
    t('inquire'),
  );
  const close = () => {
    slot.replaceChildren();
    toggle.setAttribute('aria-expanded', 'false');
    toggle.focus();
  };
  toggle.addEventListener('click', () => {
    if (toggle.getAttribute('aria-expanded') === 'true') return close();
    const form = inquiryForm(s, close);
    slot.replaceChildren(form);
    // A disclosure: the button keeps its name, aria-expanded says whether the form is open.
    toggle.setAttribute('aria-expanded', 'true');
    form.querySelector<HTMLElement>('h4')?.focus();
    // Opening the form reads the seminar as its page would: its view token counts the view and the click.
    void getJson<PublicSeminarResponse>(`/public/seminars/${encodeURIComponent(s.id)}`)
      .then((answer) =>
        track(
          { type: 'seminar_view', seminarId: s.id, viewToken: answer.viewToken },
          { type: 'message_click', seminarId: s.id, viewToken: answer.viewToken },
        ),
      )
      .catch(() => undefined);
  });
  return h(
    'li',
    {},
    h(
      'article',
      { class: 'buw-card', 'aria-labelledby': `buw-title-${s.id}` },
      Object.assign(heading, { id: `buw-title-${s.id}` }),
      h(
        'dl',
        { class: 'buw-facts' },
        fact(
          t('dates'),
          [formatDateRange(s.startDate, s.endDate, language), s.dateComment].filter(Boolean).join(' · '),
        ),
        fact(t('place'), s.seminarType === 'online' ? t('online') : s.city),
        fact(t('price'), price(s)),
        fact(t('recognised'), recognitions || t('notRecognised')),
        fact(t('places'), places(s)),
      ),
      h(
        'div',
        { class: 'buw-actions' },
        toggle,
        h('a', { class: 'buw-link', href: seminarUrl(s), target: '_blank', rel: 'noopener' }, newTab(t('details'))),
        h(
          'a',
          { class: 'buw-link', href: `${API}/public/seminars/${encodeURIComponent(s.id)}/calendar.ics` },
          t('calendar'),
        ),
      ),
      slot,
    ),
  );
}

async function main() {
  const root = document.getElementById('widget')!;
  const status = h('p', { role: 'status', class: 'buw-status' }, t('loading'));
  root.replaceChildren(status);
  let answer: PublicProviderResponse;
  try {
    answer = await getJson<PublicProviderResponse>(`/public/providers/${encodeURIComponent(providerId)}`);
  } catch {
    status.textContent = t('loadFailed');
    return;
  }
  const { provider, viewToken } = answer;
  const seminars: Seminar[] = provider.seminars;
  document.title = t('heading', { provider: provider.name });
  root.replaceChildren(
    h('h2', { class: 'buw-heading' }, t('heading', { provider: provider.name })),
    h('p', { class: 'buw-count', role: 'status' }, seminars.length ? plural('count', seminars.length) : t('empty')),
    h('ul', { class: 'buw-list', hidden: !seminars.length }, seminars.map(card)),
    h(
      'p',
      { class: 'buw-foot' },
      h(
        'a',
        { class: 'buw-link', href: `${API}/public/providers/${encodeURIComponent(provider.id)}/calendar.ics` },
        t('subscribe'),
      ),
      ' · ',
      h('a', { class: 'buw-link', href: '/marketplace', target: '_blank', rel: 'noopener' }, newTab(t('poweredBy'))),
    ),
  );
  // Each listed seminar was seen, as on a marketplace list (the provider answer's token covers them).
  track(...seminars.map((s) => ({ type: 'impression' as const, seminarId: s.id, viewToken })));
  reportHeight();
}

void main();
