/**
 * The participant's paperwork (issue 24 point 5), drawn as PDF/A with the shared writer
 * (lib/pdf): the registration confirmation with the proof of recognition (what the employee
 * hands the employer with the notice), the letter to the employer naming the state's law and the
 * notice deadline, and after the seminar the attendance certificate with the days attended.
 * German or English; the participant's WORK state decides which law and recognition apply.
 */
import { and, asc, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import {
  employerNoticeDeadline,
  formatDate,
  formatDateRange,
  formatMoney,
  germanStates,
  formatWeekdayDate,
  lawOn,
  todayIso,
  translate,
  type Language,
  type ParticipantDocumentKind,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { imageBlobs, leads, providerImages, providers, seminars } from '../../db/schema/index';
import { A4, createPdfWriter, type PdfPageWriter, type TextOptions } from '../../lib/pdf/writer';
import { AppError } from '../../lib/app-error';
import { attendanceOf } from './attendance';
import { recognitionFor, type ParticipantRecognition } from './recognition-status';

export interface ParticipantFacts {
  leadId: string;
  participant: { firstName: string; lastName: string; email: string; state: string | null; language: Language };
  seminar: {
    title: string;
    seminarNumber: string | null;
    startDate: string | null;
    endDate: string | null;
    dateComment: string | null;
    programme: string;
    priceType: string | null;
    priceCents: number | null;
    priceMinCents: number | null;
    priceMaxCents: number | null;
    priceComment: string | null;
    place: string | null;
  };
  provider: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    email: string | null;
    phone: string | null;
    website: string | null;
  };
  logo: { data: Buffer; format: string } | null;
  recognition: ParticipantRecognition | null;
  attendance: { date: string; present: boolean }[];
}

/** The block-level tags whose end is a line break in the programme text. */
const BLOCK_END = /<\/(p|li|h[1-6]|div)>|<br\s*\/?>/gi;

/** The seminar description (sanitized HTML) as plain lines for the PDF. */
function programmeText(html: string | null): string {
  if (!html) return '';
  const withBreaks = html.replace(BLOCK_END, '\n').replace(/<li[^>]*>/gi, '• ');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Everything the documents of one lead show; 404 for another provider's lead, 409 when the lead
 * is not a participant (stage `booked`) or has no seminar.
 */
export async function participantFacts(
  executor: Executor,
  providerId: string | null,
  leadId: string,
): Promise<ParticipantFacts> {
  const [row] = await executor
    .select({ lead: leads, seminar: seminars, provider: providers })
    .from(leads)
    .innerJoin(providers, eq(providers.id, leads.providerId))
    .leftJoin(seminars, eq(seminars.id, leads.seminarId))
    .where(providerId ? and(eq(leads.id, leadId), eq(leads.providerId, providerId)) : eq(leads.id, leadId));
  if (!row) throw new AppError('NOT_FOUND');
  const { lead, seminar, provider } = row;
  if (lead.stage !== 'booked' || !seminar) throw new AppError('NOT_A_PARTICIPANT');
  const [[logo], recognition, attendance] = await Promise.all([
    executor
      .select({ data: imageBlobs.data, format: imageBlobs.format })
      .from(providerImages)
      .innerJoin(imageBlobs, eq(imageBlobs.hash, providerImages.imageHash))
      .where(and(eq(providerImages.providerId, provider.id), eq(providerImages.kind, 'logo')))
      .orderBy(asc(providerImages.sortOrder))
      .limit(1),
    recognitionFor(executor, provider.id, seminar.id, lead.state, seminar.startDate, seminar.endDate),
    attendanceOf(executor, lead.id, seminar.id),
  ]);
  return {
    leadId: lead.id,
    participant: {
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      state: lead.state,
      language: lead.language,
    },
    seminar: {
      title: seminar.title,
      seminarNumber: seminar.seminarNumber,
      startDate: seminar.startDate,
      endDate: seminar.endDate,
      dateComment: seminar.dateComment,
      programme: programmeText(seminar.descriptionWeb),
      priceType: seminar.priceType,
      priceCents: seminar.priceCents,
      priceMinCents: seminar.priceMinCents,
      priceMaxCents: seminar.priceMaxCents,
      priceComment: seminar.priceComment,
      place: seminar.formattedAddress ?? seminar.cityComment,
    },
    provider: {
      name: provider.name,
      street: provider.street,
      postalCode: provider.postalCode,
      city: provider.city,
      email: provider.email,
      phone: provider.phone,
      website: provider.website,
    },
    logo: logo ? { data: Buffer.from(logo.data), format: logo.format } : null,
    recognition,
    attendance,
  };
}

/** The attendance certificate exists once the seminar's last day is over (Berlin). */
export function seminarEnded(facts: ParticipantFacts, now: Date): boolean {
  const last = facts.seminar.endDate ?? facts.seminar.startDate;
  return !!last && last < todayIso(now);
}

const stateName = (code: string | null, language: Language) =>
  germanStates.find((s) => s.code === code)?.[language] ?? code ?? '';

function priceText(s: ParticipantFacts['seminar'], language: Language): string {
  const cents = (n: number | null) => (n === null ? '' : formatMoney(n, language).replace(/\s/g, ' '));
  const de = language === 'de';
  const base =
    s.priceType === 'free'
      ? de
        ? 'kostenfrei'
        : 'free of charge'
      : s.priceType === 'range'
        ? `${cents(s.priceMinCents)} – ${cents(s.priceMaxCents)}`
        : s.priceType === 'exact'
          ? cents(s.priceCents)
          : de
            ? 'auf Anfrage'
            : 'on request';
  return s.priceComment ? `${base} (${s.priceComment})` : base;
}

const titles: Record<ParticipantDocumentKind, Record<Language, string>> = {
  'registration-confirmation': { de: 'Anmeldebestätigung', en: 'Registration confirmation' },
  'employer-letter': { de: 'Antrag auf Bildungsurlaub', en: 'Request for educational leave' },
  'attendance-certificate': { de: 'Teilnahmebescheinigung', en: 'Certificate of attendance' },
};

export const documentFilename = (kind: ParticipantDocumentKind, facts: ParticipantFacts, language: Language) =>
  `${titles[kind][language].replace(/\s+/g, '-')}-${facts.participant.lastName}-${facts.participant.firstName}.pdf`
    .normalize('NFKD')
    .replace(/[^\w.-]/g, '');

/** The words of the recognition paragraph: which one applies, or plainly that none does. */
function recognitionLines(facts: ParticipantFacts, language: Language): string[] {
  const de = language === 'de';
  const r = facts.recognition;
  const state = stateName(facts.participant.state, language);
  if (!facts.participant.state) {
    return [
      de
        ? 'Das Bundesland Ihres Arbeitsorts ist uns nicht bekannt; daher können wir keine Anerkennung nennen.'
        : 'We do not know the state you work in, so we cannot name a recognition.',
    ];
  }
  if (!r || r.status === 'no_law') {
    return [
      de
        ? `In ${state} gilt zum Seminarbeginn kein Bildungsurlaubsgesetz; eine Anerkennung als Bildungsurlaub ist dort nicht möglich.`
        : `${state} has no educational-leave law in force when the seminar starts; a recognition as educational leave is not possible there.`,
    ];
  }
  if (r.status === 'missing' || r.status === 'expired') {
    return [
      de
        ? `Für ${state} liegt für dieses Seminar KEINE gültige Anerkennung als Bildungsurlaub vor (Rechtsgrundlage: ${r.lawName}).`
        : `This seminar has NO valid recognition as educational leave in ${state} under ${r.lawName}.`,
    ];
  }
  const parts = [
    de
      ? `Das Seminar ist in ${state} als Bildungsurlaub anerkannt (Rechtsgrundlage: ${r.lawName}).`
      : `The seminar is recognised as educational leave in ${state} under ${r.lawName}.`,
  ];
  if (r.number) parts.push(`${de ? 'Anerkennungsnummer' : 'Recognition number'}: ${r.number}`);
  if (r.authority) parts.push(`${de ? 'Anerkennende Stelle' : 'Recognising authority'}: ${r.authority}`);
  if (r.validFrom || r.validUntil) {
    parts.push(
      `${de ? 'Gültig' : 'Valid'}: ${r.validFrom ? formatDate(r.validFrom, language) : '…'} – ${
        r.validUntil ? formatDate(r.validUntil, language) : '…'
      }`,
    );
  }
  if (r.recognisedIn && r.recognisedIn !== facts.participant.state) {
    parts.push(
      de
        ? `(Anerkennung aus ${stateName(r.recognisedIn, language)}, die ${state} anerkennt.)`
        : `(Recognition from ${stateName(r.recognisedIn, language)}, which ${state} accepts.)`,
    );
  }
  if (r.providerLevel) {
    parts.push(
      de
        ? '(Anerkennung des Veranstalters, die für alle seine Seminare in diesem Land gilt.)'
        : '(Recognition of the provider, valid for all its seminars in this state.)',
    );
  }
  return parts;
}

/** Draws one of the three documents. */
export async function renderParticipantDocument(
  kind: ParticipantDocumentKind,
  facts: ParticipantFacts,
  language: Language,
  now: Date,
): Promise<Uint8Array> {
  const de = language === 'de';
  const p = facts.participant;
  const s = facts.seminar;
  const name = `${p.firstName} ${p.lastName}`;
  const title = titles[kind][language];
  const writer = await createPdfWriter({
    title: `${title} – ${name}`,
    author: facts.provider.name,
    subject: `${title}: ${s.title}`,
    language: de ? 'de-DE' : 'en-GB',
    keywords: de ? ['Bildungsurlaub', title] : ['educational leave', title],
    createdAt: now,
  });
  const left = 56;
  const right = A4.width - 56;
  const width = right - left;
  let page: PdfPageWriter = writer.addPage();
  let y = 790;
  const newline = (gap = 14) => {
    y -= gap;
    if (y < 80) {
      page = writer.addPage();
      y = 790;
    }
  };
  const paragraph = (value: string, options: TextOptions = {}) => {
    for (const line of writer.wrap(value, width, options)) {
      page.text(line, left, y, options);
      newline((options.size ?? 10) + 4);
    }
  };
  const fact = (label: string, value: string) => {
    const lines = writer.wrap(value || '–', width - 150);
    page.text(label, left, y, { font: 'bold' });
    for (const line of lines) {
      page.text(line, left + 150, y);
      newline(14);
    }
  };

  // Letterhead: the provider's logo on the right, its address on the left.
  if (facts.logo) {
    let bytes = facts.logo.data;
    let format = facts.logo.format;
    if (format === 'webp') {
      // pdf-lib embeds PNG and JPEG only.
      const { default: sharp } = await import('sharp');
      bytes = await sharp(bytes).png().toBuffer();
      format = 'png';
    }
    const image = format === 'jpeg' ? await writer.pdf.embedJpg(bytes) : await writer.pdf.embedPng(bytes);
    const scale = Math.min(140 / image.width, 56 / image.height, 1);
    page.raw.drawImage(image, {
      x: right - image.width * scale,
      y: 800 - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  const pv = facts.provider;
  page.text(pv.name, left, y, { font: 'bold', size: 12 });
  newline(15);
  for (const line of [
    pv.street,
    `${pv.postalCode} ${pv.city}`,
    [pv.phone, pv.email].filter(Boolean).join(' · '),
    pv.website ?? '',
  ]) {
    if (!line) continue;
    page.text(line, left, y, { size: 9, color: [0.35, 0.35, 0.4] });
    newline(12);
  }
  newline(18);
  // The employer letter is the participant's: they date and sign it themselves.
  if (kind !== 'employer-letter') {
    page.text(`${pv.city}, ${formatDate(todayIso(now), language)}`, right, y, { align: 'right', size: 9 });
  }
  newline(28);
  page.text(title, left, y, { font: 'bold', size: 18 });
  newline(28);

  const dates = formatDateRange(s.startDate, s.endDate, language);
  const days = s.startDate ? facts.attendance.length : 0;
  const daysText = days ? `${dates} (${translate(language, 'counts.days', { count: days })})` : dates;
  const state = stateName(p.state, language);
  const law = p.state && s.startDate ? lawOn(p.state, s.startDate) : null;
  const deadline = p.state && s.startDate ? employerNoticeDeadline(s.startDate, p.state) : null;

  if (kind === 'registration-confirmation') {
    paragraph(
      de
        ? `Hiermit bestätigen wir die verbindliche Anmeldung von ${name} zu folgendem Seminar:`
        : `We hereby confirm the binding registration of ${name} for the following seminar:`,
    );
    newline(6);
    fact(de ? 'Teilnehmer/in' : 'Participant', `${name} (${p.email})`);
    fact('Seminar', s.seminarNumber ? `${s.title} (${s.seminarNumber})` : s.title);
    fact(de ? 'Termin' : 'Dates', daysText);
    if (s.dateComment) fact(de ? 'Zeiten' : 'Times', s.dateComment);
    if (s.place) fact(de ? 'Ort' : 'Place', s.place);
    fact(de ? 'Preis' : 'Price', priceText(s, language));
    fact(de ? 'Veranstalter' : 'Provider', `${pv.name}, ${pv.street}, ${pv.postalCode} ${pv.city}`);
    if (p.state) fact(de ? 'Bundesland Arbeitsort' : 'State of work', state);
    newline(8);
    page.text(de ? 'Anerkennung als Bildungsurlaub' : 'Recognition as educational leave', left, y, {
      font: 'bold',
      size: 12,
    });
    newline(16);
    for (const line of recognitionLines(facts, language)) paragraph(line);
    newline(8);
    if (s.programme) {
      page.text(de ? 'Programm' : 'Programme', left, y, { font: 'bold', size: 12 });
      newline(16);
      for (const line of s.programme.split('\n')) paragraph(line, { size: 9 });
    }
  } else if (kind === 'employer-letter') {
    paragraph(de ? 'An meinen Arbeitgeber' : 'To my employer', { font: 'bold' });
    newline(6);
    paragraph(de ? `Sehr geehrte Damen und Herren,` : `Dear Sir or Madam,`);
    newline(4);
    if (law) {
      paragraph(
        de
          ? `hiermit beantrage ich, ${name}, Bildungsurlaub für die Teilnahme an dem Seminar „${s.title}“ vom ${dates}. Rechtsgrundlage: ${law.name}.`
          : `I, ${name}, hereby request educational leave under ${law.name} to attend the seminar “${s.title}” on ${dates}.`,
      );
      newline(4);
      paragraph(
        deadline
          ? de
            ? `Das Gesetz verlangt, den Arbeitgeber spätestens ${law.noticeWeeks} Wochen vor Beginn zu informieren, für dieses Seminar also bis zum ${formatDate(deadline, language)}.`
            : `Under ${law.name} the employer must be told at least ${law.noticeWeeks} weeks before the start, for this seminar by ${formatDate(deadline, language)}.`
          : de
            ? `Das Gesetz nennt keine feste Frist in Wochen; ich informiere Sie so früh wie möglich.`
            : `${law.name} sets no fixed number of weeks; I am telling you as early as possible.`,
      );
    } else {
      paragraph(
        de
          ? `ich, ${name}, möchte an dem Seminar „${s.title}“ vom ${dates} teilnehmen. ${p.state ? `In ${state} gilt zum Seminarbeginn kein Bildungsurlaubsgesetz;` : 'Das Bundesland meines Arbeitsorts ist dem Veranstalter nicht bekannt;'} ich bitte daher um Freistellung bzw. Urlaub für diese Tage.`
          : `I, ${name}, would like to attend the seminar “${s.title}” on ${dates}. ${p.state ? `${state} has no educational-leave law in force when the seminar starts;` : 'The provider does not know the state I work in;'} I therefore ask for leave on these days.`,
      );
    }
    newline(4);
    paragraph(
      de
        ? `Die Anmeldebestätigung des Veranstalters ${pv.name} mit dem Programm und dem Nachweis der Anerkennung liegt bei.`
        : `The registration confirmation of the provider ${pv.name} with the programme and the proof of recognition is enclosed.`,
    );
    newline(6);
    for (const line of recognitionLines(facts, language)) paragraph(line);
    newline(6);
    paragraph(
      de ? 'Bitte bestätigen Sie mir die Freistellung schriftlich.' : 'Please confirm the leave to me in writing.',
    );
    newline(10);
    paragraph(de ? 'Mit freundlichen Grüßen' : 'Yours faithfully');
    newline(30);
    page.raw.drawLine({ start: { x: left, y: y + 10 }, end: { x: left + 200, y: y + 10 }, thickness: 0.5 });
    paragraph(`${name}${de ? ', Datum und Unterschrift' : ', date and signature'}`, { size: 9 });
  } else {
    paragraph(
      de
        ? `Hiermit bescheinigen wir, dass ${name} an folgendem Seminar teilgenommen hat:`
        : `We hereby certify that ${name} attended the following seminar:`,
    );
    newline(6);
    fact('Seminar', s.seminarNumber ? `${s.title} (${s.seminarNumber})` : s.title);
    fact(de ? 'Termin' : 'Dates', daysText);
    if (s.place) fact(de ? 'Ort' : 'Place', s.place);
    fact(de ? 'Veranstalter' : 'Provider', pv.name);
    newline(8);
    const present = facts.attendance.filter((d) => d.present);
    page.text(
      translate(language, 'counts.attendedDays', { present: present.length, count: facts.attendance.length }),
      left,
      y,
      { font: 'bold', size: 12 },
    );
    newline(16);
    for (const d of facts.attendance) {
      page.text(formatWeekdayDate(d.date, language), left + 10, y);
      page.text(d.present ? (de ? 'anwesend' : 'present') : de ? 'nicht anwesend' : 'absent', left + 220, y, {
        font: d.present ? 'bold' : 'regular',
      });
      newline(14);
    }
    newline(8);
    for (const line of recognitionLines(facts, language)) paragraph(line);
    newline(6);
    paragraph(de ? 'Diese Bescheinigung wird kostenfrei ausgestellt.' : 'This certificate is issued free of charge.');
    newline(30);
    page.raw.drawLine({ start: { x: left, y: y + 10 }, end: { x: left + 200, y: y + 10 }, thickness: 0.5 });
    paragraph(`${pv.name}${de ? ', Unterschrift' : ', signature'}`, { size: 9 });
  }
  return writer.save();
}
