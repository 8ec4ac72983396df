/**
 * The participant's paperwork (issue 24 point 5, issue 46), drawn as PDF/A with the shared writer
 * (lib/pdf): the registration confirmation with the proof of recognition (what the employee
 * hands the employer with the notice), the letter to the employer naming the state's law and the
 * notice deadline, and after the seminar the attendance certificate with the days attended.
 * The participant's WORK state decides which law and recognition apply.
 *
 * What HR checks is on every page: the seminar days ("3 Seminartage: Do 07.01., …"), the daily
 * times and teaching hours, the law, the recognition's number, authority and validity, the
 * provider with its contact and signature. No document asserts what is not true
 * (`documentProblem`): a recognition backs a document only when it is valid on the seminar's
 * days and names its number and authority; the employer letter exists only with one.
 */
import { and, asc, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import {
  endSentence,
  employerNoticeDeadline,
  formatDate,
  formatDateRange,
  formatDayList,
  formatMoney,
  formatNumber,
  stateName,
  formatWeekdayDate,
  isParticipant,
  lawOn,
  seminarDaysIso,
  intlLocales,
  textsIn,
  todayIso,
  type DocumentCheck,
  type Language,
  type ParticipantDocumentKind,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { imageBlobs, leads, providerImages, providers, seminars } from '../../db/schema/index';
import { A4, createPdfWriter, type PdfPageWriter, type TextOptions } from '../../lib/pdf/writer';
import { AppError } from '../../lib/app-error';
import { attendanceOf } from './attendance';
import { missingRecognitionFields, recognitionFor, type ParticipantRecognition } from './recognition-status';

export interface ParticipantFacts {
  leadId: string;
  participant: { firstName: string; lastName: string; email: string; state: string | null; language: Language };
  seminar: {
    title: string;
    seminarNumber: string | null;
    startDate: string | null;
    endDate: string | null;
    dateComment: string | null;
    /** The seminar's days (weekends and marked dates left out). */
    days: string[];
    timeFrom: string | null;
    timeTo: string | null;
    teachingHoursPerDay: number | null;
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
  /** The provider's signature image (profile images, kind `signature`). */
  signature: { data: Buffer; format: string } | null;
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

/** The provider's first image of a kind (logo, signature), as stored. */
function providerImage(executor: Executor, providerId: string, kind: 'logo' | 'signature') {
  return executor
    .select({ data: imageBlobs.data, format: imageBlobs.format })
    .from(providerImages)
    .innerJoin(imageBlobs, eq(imageBlobs.hash, providerImages.imageHash))
    .where(and(eq(providerImages.providerId, providerId), eq(providerImages.kind, kind)))
    .orderBy(asc(providerImages.sortOrder))
    .limit(1)
    .then(([row]) => (row ? { data: Buffer.from(row.data), format: row.format } : null));
}

/**
 * Everything the documents of one lead show; 404 for another provider's lead, 409 when the lead
 * is not a participant (stage `booked` or `closed`) or has no seminar. `images: false` skips the
 * logo and signature (the lead screen's checks need none).
 */
export async function participantFacts(
  executor: Executor,
  providerId: string | null,
  leadId: string,
  { images = true }: { images?: boolean } = {},
): Promise<ParticipantFacts> {
  const [row] = await executor
    .select({ lead: leads, seminar: seminars, provider: providers })
    .from(leads)
    .innerJoin(providers, eq(providers.id, leads.providerId))
    .leftJoin(seminars, eq(seminars.id, leads.seminarId))
    .where(providerId ? and(eq(leads.id, leadId), eq(leads.providerId, providerId)) : eq(leads.id, leadId));
  if (!row) throw new AppError('NOT_FOUND');
  const { lead, seminar, provider } = row;
  if (!isParticipant(lead.stage) || !seminar) throw new AppError('NOT_A_PARTICIPANT');
  const [logo, signature, recognition, attendance] = await Promise.all([
    images ? providerImage(executor, provider.id, 'logo') : null,
    images ? providerImage(executor, provider.id, 'signature') : null,
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
      days: seminarDaysIso(seminar),
      timeFrom: seminar.timeFrom,
      timeTo: seminar.timeTo,
      teachingHoursPerDay: seminar.teachingHoursPerDay,
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
    logo,
    signature,
    recognition,
    attendance,
  };
}

/** The attendance certificate exists once the seminar's last day is over (Berlin). */
function seminarEnded(facts: ParticipantFacts, now: Date): boolean {
  const last = facts.seminar.endDate ?? facts.seminar.startDate;
  return !!last && last < todayIso(now);
}

function priceText(s: ParticipantFacts['seminar'], language: Language): string {
  const t = textsIn(language);
  const cents = (n: number | null) => (n === null ? '' : formatMoney(n, language).replace(/\s/g, ' '));
  const base =
    s.priceType === 'free'
      ? t('paperwork.price.free')
      : s.priceType === 'range'
        ? `${cents(s.priceMinCents)} – ${cents(s.priceMaxCents)}`
        : s.priceType === 'exact'
          ? cents(s.priceCents)
          : t('paperwork.price.onRequest');
  return s.priceComment ? `${base} (${s.priceComment})` : base;
}

/** A document's title in a language ("Anmeldebestätigung"). */
const documentTitle = (kind: ParticipantDocumentKind, language: Language) =>
  textsIn(language)(`paperwork.title.${kind}`);

export const documentFilename = (kind: ParticipantDocumentKind, facts: ParticipantFacts, language: Language) =>
  `${documentTitle(kind, language).replace(/\s+/g, '-')}-${facts.participant.lastName}-${facts.participant.firstName}.pdf`
    .normalize('NFKD')
    .replace(/[^\w.-]/g, '');

// ---------------------------------------------------------------------------------------------
// What a document may assert
// ---------------------------------------------------------------------------------------------

type Problem = NonNullable<DocumentCheck['problem']>;

/**
 * Why the recognition cannot back a document, or null when it can: the work state is known, has
 * a law on the seminar's first day, and a recognition valid on the seminar's days names its
 * number and authority. `withoutRecognition` says whether the document exists without it.
 */
function recognitionProblem(facts: ParticipantFacts, withoutRecognition: boolean): Problem | null {
  const state = facts.participant.state;
  const base = { state, missing: [] as Problem['missing'], withoutRecognition };
  if (!state) return { ...base, code: 'WORK_STATE_UNKNOWN', fixAt: 'lead' };
  const r = facts.recognition;
  if (!r || r.status === 'no_law') return { ...base, code: 'NO_LAW_IN_STATE', fixAt: null };
  const fixAt = r.providerLevel ? 'provider-recognitions' : 'seminar';
  if (r.status === 'missing') return { ...base, code: 'RECOGNITION_MISSING', fixAt };
  if (r.status === 'expired') return { ...base, code: 'RECOGNITION_EXPIRED', fixAt };
  const missing = missingRecognitionFields(r);
  return missing.length ? { ...base, code: 'RECOGNITION_INCOMPLETE', missing, fixAt } : null;
}

/**
 * Why a document cannot be issued as asked (null: it can). The confirmation and the certificate
 * exist without the recognition paragraph (`withoutRecognition`); the employer letter asks for
 * leave under the law and so never does.
 */
export function documentProblem(
  kind: ParticipantDocumentKind,
  facts: ParticipantFacts,
  now: Date,
  withoutRecognition = false,
): Problem | null {
  if (kind === 'attendance-certificate') {
    const plain = { state: facts.participant.state, missing: [], fixAt: null, withoutRecognition: false };
    if (!seminarEnded(facts, now)) return { ...plain, code: 'SEMINAR_NOT_ENDED' };
    if (!facts.attendance.some((d) => d.present)) return { ...plain, code: 'NO_ATTENDANCE' };
  }
  if (kind === 'employer-letter') return recognitionProblem(facts, false);
  return withoutRecognition ? null : recognitionProblem(facts, true);
}

/** The three documents with what keeps each from being issued as is (the lead screen's block). */
export const documentChecks = (facts: ParticipantFacts, now: Date): DocumentCheck[] =>
  (['registration-confirmation', 'employer-letter', 'attendance-certificate'] as const).map((kind) => ({
    kind,
    problem: documentProblem(kind, facts, now),
  }));

/** The 409 of a problem, its message naming the state, the dates and what to add. */
export function documentError(problem: Problem, facts: ParticipantFacts, language: Language): AppError {
  const validity = facts.recognition ? validityText(facts.recognition, language) : '';
  return new AppError(problem.code, {
    params: {
      state: stateName(problem.state, language),
      dates: [formatDateRange(facts.seminar.startDate, facts.seminar.endDate, language), validity]
        .filter(Boolean)
        .join('; '),
      missing: problem.missing.map((field) => textsIn(language)(`paperwork.missing.${field}`)).join(', '),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

function validityText(r: ParticipantRecognition, language: Language): string {
  const t = textsIn(language);
  const from = formatDate(r.validFrom, language);
  const until = formatDate(r.validUntil, language);
  if (!r.validFrom && !r.validUntil) return t('paperwork.validity.unlimited');
  if (!r.validFrom) return t('paperwork.validity.until', { until });
  if (!r.validUntil) return t('paperwork.validity.from', { from });
  return t('paperwork.validity.between', { from, until });
}

/** "3 Seminartage: Do 07.01., Fr 08.01., Mo 11.01.2027". */
const daysLine = (s: ParticipantFacts['seminar'], language: Language) =>
  s.days.length
    ? textsIn(language)('paperwork.seminarDays', { count: s.days.length, days: formatDayList(s.days, language) })
    : formatDateRange(s.startDate, s.endDate, language);

/** "täglich 09:00–16:30 Uhr, 6 Unterrichtsstunden pro Tag"; the date comment where no times are kept. */
function timesLine(s: ParticipantFacts['seminar'], language: Language): string {
  const t = textsIn(language);
  const parts: string[] = [];
  if (s.timeFrom && s.timeTo) parts.push(t('paperwork.daily', { from: s.timeFrom, to: s.timeTo }));
  if (s.teachingHoursPerDay !== null) {
    const hours = formatNumber(s.teachingHoursPerDay, language);
    parts.push(t('paperwork.teachingHours', { count: s.teachingHoursPerDay, hours }));
  }
  if (s.dateComment) parts.push(s.dateComment);
  return parts.join(', ');
}

/** The recognition paragraph's facts: law, number, authority, validity (only when it backs the document). */
function recognitionFacts(facts: ParticipantFacts, language: Language): [string, string][] {
  const t = textsIn(language);
  const r = facts.recognition!;
  const state = stateName(facts.participant.state, language);
  const rows: [string, string][] = [
    [t('paperwork.fact.state'), state],
    [t('paperwork.fact.law'), r.lawName],
    [t('paperwork.fact.number'), r.number ?? ''],
    [t('paperwork.fact.authority'), r.authority ?? ''],
    [t('paperwork.fact.validity'), validityText(r, language)],
  ];
  if (r.recognisedIn && r.recognisedIn !== facts.participant.state) {
    const from = stateName(r.recognisedIn, language);
    rows.push([t('paperwork.fact.note'), t('paperwork.recognisedElsewhere', { from, state })]);
  }
  if (r.providerLevel) rows.push([t('paperwork.fact.note'), t('paperwork.providerLevel')]);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------

/** Embeds a stored image (pdf-lib takes PNG and JPEG only; WebP is converted). */
async function embedImage(
  writer: Awaited<ReturnType<typeof createPdfWriter>>,
  image: { data: Buffer; format: string },
) {
  let bytes = image.data;
  let format = image.format;
  if (format !== 'png' && format !== 'jpeg') {
    const { default: sharp } = await import('sharp');
    bytes = await sharp(bytes).png().toBuffer();
    format = 'png';
  }
  return format === 'jpeg' ? writer.pdf.embedJpg(bytes) : writer.pdf.embedPng(bytes);
}

export interface DocumentOptions {
  /** Leave the recognition paragraph out (confirmation and certificate only). */
  withoutRecognition?: boolean;
}

/**
 * Draws one of the three documents. The employer letter is always German (a German employer
 * reads it); the confirmation in the participant's language with the German version after it
 * when that is another; the certificate in the language asked. Refuses (409) what it may not assert.
 */
export async function renderParticipantDocument(
  kind: ParticipantDocumentKind,
  facts: ParticipantFacts,
  requested: Language,
  now: Date,
  options: DocumentOptions = {},
): Promise<Uint8Array> {
  const withoutRecognition = kind !== 'employer-letter' && !!options.withoutRecognition;
  const problem = documentProblem(kind, facts, now, withoutRecognition);
  if (problem) throw documentError(problem, facts, requested);
  const language: Language = kind === 'employer-letter' ? 'de' : requested;
  const versions: Language[] =
    kind === 'registration-confirmation' && language !== 'de' ? [language, 'de'] : [language];
  const p = facts.participant;
  const s = facts.seminar;
  const pv = facts.provider;
  const name = `${p.firstName} ${p.lastName}`;
  const title = documentTitle(kind, language);
  const writer = await createPdfWriter({
    title: `${title} – ${name}`,
    author: pv.name,
    subject: `${title}: ${s.title}`,
    language: intlLocales[language],
    keywords: [textsIn(language)('paperwork.keyword'), title],
    createdAt: now,
  });
  const logo = facts.logo ? await embedImage(writer, facts.logo) : null;
  const signature = facts.signature ? await embedImage(writer, facts.signature) : null;
  const left = 56;
  const right = A4.width - 56;
  /** The lowest baseline of the text: a bottom margin of 2 cm (DIN 5008). */
  const BOTTOM = 60;
  const width = right - left;
  const today = todayIso(now);
  let page!: PdfPageWriter;
  let y = 790;
  const newPage = () => {
    page = writer.addPage();
    y = 790;
  };
  const newline = (gap = 14) => {
    y -= gap;
    if (y < BOTTOM) newPage();
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
  const heading = (value: string) => {
    if (y < 140) newPage();
    newline(6);
    page.text(value, left, y, { font: 'bold', size: 12 });
    newline(16);
  };
  /** A line to write on, with its caption below. */
  const blankLine = (caption: string, x = left, lineWidth = 240) => {
    page.raw.drawLine({ start: { x, y: y + 2 }, end: { x: x + lineWidth, y: y + 2 }, thickness: 0.5 });
    page.text(caption, x, y - 9, { size: 8, color: [0.35, 0.35, 0.4] });
  };
  /**
   * The provider's signature: its image (profile) above the line, or the line to sign on. The
   * image takes its own room below what came before: drawn from the line up, it covered the last
   * lines of the recognition.
   */
  const providerSignature = (lang: Language) => {
    const scale = signature ? Math.min(180 / signature.width, 50 / signature.height, 1) : 0;
    const height = signature ? signature.height * scale : 0;
    if (y < 150 + height) newPage();
    newline(10);
    if (signature) {
      newline(height);
      page.raw.drawImage(signature, { x: left, y: y + 4, width: signature.width * scale, height });
      newline(16);
    } else newline(26);
    blankLine(
      textsIn(lang)('paperwork.providerSignature', {
        place: pv.city,
        date: formatDate(today, lang),
        provider: pv.name,
      }),
    );
    newline(24);
  };
  const letterhead = (title: string, lang: Language, dated: boolean) => {
    const t = textsIn(lang);
    newPage();
    if (logo) {
      const scale = Math.min(140 / logo.width, 56 / logo.height, 1);
      page.raw.drawImage(logo, {
        x: right - logo.width * scale,
        y: 800 - logo.height * scale,
        width: logo.width * scale,
        height: logo.height * scale,
      });
    }
    page.text(pv.name, left, y, { font: 'bold', size: 12 });
    newline(15);
    for (const line of [
      pv.street,
      `${pv.postalCode} ${pv.city}`,
      [pv.phone ? t('paperwork.phone', { phone: pv.phone }) : '', pv.email ?? ''].filter(Boolean).join(' · '),
      pv.website ?? '',
    ]) {
      if (!line.trim()) continue;
      page.text(line, left, y, { size: 9, color: [0.35, 0.35, 0.4] });
      newline(12);
    }
    newline(14);
    if (dated) {
      const placeAndDate = t('paperwork.placeAndDate', { place: pv.city, date: formatDate(today, lang) });
      page.text(placeAndDate, right, y, { align: 'right', size: 9 });
    }
    newline(24);
    page.text(title, left, y, { font: 'bold', size: 18 });
    newline(26);
  };
  const seminarBlock = (lang: Language, withPrice: boolean) => {
    const t = textsIn(lang);
    fact(t('paperwork.fact.seminar'), s.seminarNumber ? `${s.title} (${s.seminarNumber})` : s.title);
    fact(t('paperwork.fact.dates'), formatDateRange(s.startDate, s.endDate, lang));
    fact(t('paperwork.fact.seminarDays'), daysLine(s, lang));
    const times = timesLine(s, lang);
    if (times) fact(t('paperwork.fact.times'), times);
    if (s.place) fact(t('paperwork.fact.place'), s.place);
    if (withPrice) fact(t('paperwork.fact.price'), priceText(s, lang));
    fact(
      t('paperwork.fact.provider'),
      [`${pv.name}, ${pv.street}, ${pv.postalCode} ${pv.city}`, pv.phone, pv.email].filter(Boolean).join(' · '),
    );
  };
  const recognitionBlock = (lang: Language) => {
    const t = textsIn(lang);
    heading(t('paperwork.recognition.heading'));
    paragraph(t('paperwork.recognition.text', { state: stateName(p.state, lang) }));
    newline(4);
    for (const [label, value] of recognitionFacts(facts, lang)) fact(label, value);
  };

  if (kind === 'registration-confirmation') {
    for (const lang of versions) {
      const t = textsIn(lang);
      letterhead(documentTitle(kind, lang), lang, true);
      if (lang !== versions[0]) {
        paragraph(t('paperwork.confirmation.germanVersion'), { font: 'bold', size: 9 });
        newline(4);
      }
      paragraph(t('paperwork.confirmation.intro', { name }));
      newline(6);
      fact(t('paperwork.fact.participant'), `${name} (${p.email})`);
      seminarBlock(lang, true);
      if (withoutRecognition) {
        newline(6);
        paragraph(t('paperwork.confirmation.withoutRecognition'), { size: 9 });
      } else recognitionBlock(lang);
      providerSignature(lang);
      if (s.programme) {
        heading(t('paperwork.confirmation.programme'));
        for (const line of s.programme.split('\n')) paragraph(line, { size: 9 });
      }
    }
  } else if (kind === 'employer-letter') {
    const t = textsIn(language);
    const law = lawOn(p.state!, s.startDate!)!;
    const deadline = employerNoticeDeadline(s.startDate!, p.state!);
    newPage();
    // Sender (the employee) and recipient (the employer): filled in by hand where the lead has no address.
    // Side by side, as a letter is laid out: the employer's address on the left, the sender's
    // with the place and date on the right, so the letter with its signature keeps to one page.
    const top = y;
    const column = right - 210;
    page.text(name, column, y, { font: 'bold' });
    newline(20);
    blankLine(t('paperwork.employerLetter.street'), column, 210);
    newline(22);
    blankLine(t('paperwork.employerLetter.postalCode'), column, 210);
    newline(30);
    blankLine(t('paperwork.employerLetter.placeAndDate'), column, 210);
    const senderBottom = y;
    y = top;
    page.text(t('paperwork.employerLetter.to'), left, y, { font: 'bold' });
    newline(20);
    blankLine(t('paperwork.employerLetter.employer'), left, 220);
    newline(22);
    blankLine(t('paperwork.employerLetter.attention'), left, 220);
    newline(22);
    blankLine(t('paperwork.employerLetter.street'), left, 220);
    newline(22);
    blankLine(t('paperwork.employerLetter.postalCode'), left, 220);
    y = Math.min(y, senderBottom);
    newline(30);
    paragraph(t('paperwork.employerLetter.subject', { law: law.name }), { font: 'bold', size: 12 });
    newline(6);
    paragraph(t('paperwork.employerLetter.salutation'));
    newline(4);
    paragraph(t('paperwork.employerLetter.request', { law: law.name, state: stateName(p.state, language) }));
    newline(6);
    seminarBlock(language, false);
    recognitionBlock(language);
    heading(t('paperwork.employerLetter.deadlineHeading'));
    // A deadline exists exactly where the law names its weeks (employerNoticeDeadline).
    if (deadline && law.noticeWeeks !== null) {
      const date = formatDate(deadline, language);
      paragraph(t('paperwork.employerLetter.deadline', { count: law.noticeWeeks, date }));
      if (deadline < today) {
        newline(2);
        paragraph(t('paperwork.employerLetter.deadlinePassed', { date }), { font: 'bold' });
      }
    } else {
      paragraph(t('paperwork.employerLetter.noDeadline'));
    }
    newline(6);
    paragraph(t('paperwork.employerLetter.enclosed'));
    paragraph(t('paperwork.employerLetter.confirmPlease'));
    newline(8);
    // The greeting, the line to sign on and the contact stay together: a signature alone on a
    // second page is no letter HR accepts.
    if (y - 110 < BOTTOM) newPage();
    paragraph(t('paperwork.employerLetter.closing'));
    newline(30);
    blankLine(t('paperwork.employerLetter.signature', { name }));
    newline(26);
    const contact = [pv.name, pv.phone, pv.email].filter(Boolean).join(', ');
    paragraph(endSentence(t('paperwork.employerLetter.questions', { contact })), {
      size: 8,
      color: [0.35, 0.35, 0.4],
    });
    paragraph(t('paperwork.employerLetter.enclosure'), { size: 8, color: [0.35, 0.35, 0.4] });
  } else {
    const t = textsIn(language);
    letterhead(title, language, true);
    paragraph(t('paperwork.certificate.intro', { name }));
    newline(6);
    seminarBlock(language, false);
    const present = facts.attendance.filter((d) => d.present);
    heading(t('paperwork.certificate.attendedDays', { present: present.length, count: facts.attendance.length }));
    for (const d of facts.attendance) {
      page.text(formatWeekdayDate(d.date, language), left + 10, y);
      page.text(t(d.present ? 'paperwork.certificate.present' : 'paperwork.certificate.absent'), left + 220, y, {
        font: d.present ? 'bold' : 'regular',
      });
      newline(14);
    }
    if (s.teachingHoursPerDay !== null) {
      newline(2);
      paragraph(
        t('paperwork.certificate.attendedHours', {
          present: formatNumber(present.length * s.teachingHoursPerDay, language),
          total: formatNumber(facts.attendance.length * s.teachingHoursPerDay, language),
        }),
        { font: 'bold' },
      );
    }
    if (!withoutRecognition) recognitionBlock(language);
    newline(6);
    paragraph(t('paperwork.certificate.free'));
    providerSignature(language);
  }
  return writer.save();
}
