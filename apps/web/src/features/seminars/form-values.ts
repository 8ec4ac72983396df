/**
 * The seminar form's values and their conversions. Values have the shape of the shared
 * `seminarInputSchema` (ISO dates, integer cents), so the same schema validates the form
 * and the server; inputs convert DD.MM.YYYY and euros at the edges.
 */
import {
  htmlTextLength,
  type PriceType,
  type Seminar,
  type SeminarFieldsInput,
  type SeminarInput,
} from '@bu/contracts';
import type { SeminarPayload } from './api';

/** The fields the form always holds a value for (a new seminar starts with an empty title). */
type AlwaysSet =
  | 'title'
  | 'recognitions'
  | 'publicationChannel'
  | 'followUpBooking'
  | 'expandedText'
  | 'weekendDays'
  | 'nonSeminarDates';
/** Fields of the schema the form has no input for: the server fills the address from the location. */
type NotInForm = 'Status' | 'formattedAddress';
type Fields = Omit<SeminarFieldsInput, NotInForm>;

/**
 * The form's values: the input of `seminarFieldsSchema` (what the resolver parses), with every
 * field present — null for "not given" — and `Status` set only by the save buttons.
 */
export type SeminarFormValues = { [K in Exclude<keyof Fields, AlwaysSet>]-?: Exclude<Fields[K], undefined> } & {
  [K in AlwaysSet]-?: NonNullable<Fields[K]>;
} & Pick<SeminarFieldsInput, 'Status'>;

export const emptySeminarValues = (ownerId: string | null): SeminarFormValues => ({
  title: '',
  seminarNumber: null,
  categoryId: null,
  descriptionWeb: null,
  descriptionBrochure: null,
  seminarType: 'presence',
  seminarForm: 'block',
  startDate: null,
  endDate: null,
  dateComment: null,
  timeFrom: null,
  timeTo: null,
  teachingHoursPerDay: null,
  weekendDays: false,
  nonSeminarDates: [],
  priceType: 'exact',
  priceCents: null,
  priceMinCents: null,
  priceMaxCents: null,
  priceComment: null,
  locationId: null,
  cityComment: null,
  targetGroup: null,
  prerequisites: null,
  maxParticipants: null,
  infoTelephone: null,
  directLink: null,
  specialFeatures: null,
  recognitions: [],
  publicationChannel: 'online',
  followUpBooking: false,
  expandedText: false,
  ownerId,
});

export function seminarToValues(seminar: Seminar): SeminarFormValues {
  return {
    title: seminar.title,
    seminarNumber: seminar.seminarNumber,
    categoryId: seminar.categoryId,
    descriptionWeb: seminar.descriptionWeb,
    descriptionBrochure: seminar.descriptionBrochure,
    seminarType: seminar.seminarType,
    seminarForm: seminar.seminarForm,
    startDate: seminar.startDate,
    endDate: seminar.endDate,
    dateComment: seminar.dateComment,
    timeFrom: seminar.timeFrom,
    timeTo: seminar.timeTo,
    teachingHoursPerDay: seminar.teachingHoursPerDay,
    weekendDays: seminar.weekendDays,
    nonSeminarDates: [...seminar.nonSeminarDates],
    priceType: seminar.priceType,
    priceCents: seminar.priceCents,
    priceMinCents: seminar.priceMinCents,
    priceMaxCents: seminar.priceMaxCents,
    priceComment: seminar.priceComment,
    locationId: seminar.locationId,
    cityComment: seminar.cityComment,
    targetGroup: seminar.targetGroup,
    prerequisites: seminar.prerequisites,
    maxParticipants: seminar.maxParticipants,
    infoTelephone: seminar.infoTelephone,
    directLink: seminar.directLink,
    specialFeatures: seminar.specialFeatures,
    recognitions: seminar.recognitions.map((r) => ({ ...r })),
    publicationChannel: seminar.publicationChannel,
    followUpBooking: seminar.followUpBooking,
    expandedText: seminar.expandedText,
    ownerId: seminar.ownerId,
  };
}

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The price fields that belong to a price type; the others are sent as null. */
export const priceFieldsOf: Record<PriceType, ('priceCents' | 'priceMinCents' | 'priceMaxCents')[]> = {
  exact: ['priceCents'],
  range: ['priceMinCents', 'priceMaxCents'],
  on_request: [],
  free: [],
};

/**
 * The add/edit body. On edit a DRAFT status is removed (seed §4: an edit never unpublishes),
 * and a locked start date is left out so only support can change it.
 */
export function valuesToPayload(
  values: SeminarInput,
  { editing, startDateLocked }: { editing: boolean; startDateLocked: boolean },
): SeminarPayload {
  const keep = values.priceType ? priceFieldsOf[values.priceType] : [];
  const price = (field: 'priceCents' | 'priceMinCents' | 'priceMaxCents') =>
    keep.includes(field) ? values[field] : null;
  const payload: SeminarPayload = {
    title: values.title?.trim() ?? '',
    seminarNumber: clean(values.seminarNumber),
    categoryId: values.categoryId,
    descriptionWeb: htmlTextLength(values.descriptionWeb) > 0 ? values.descriptionWeb : null,
    descriptionBrochure: clean(values.descriptionBrochure),
    seminarType: values.seminarType,
    seminarForm: values.seminarForm,
    startDate: values.startDate,
    endDate: values.endDate,
    dateComment: clean(values.dateComment),
    timeFrom: clean(values.timeFrom),
    timeTo: clean(values.timeTo),
    teachingHoursPerDay: values.teachingHoursPerDay ?? null,
    weekendDays: values.weekendDays ?? false,
    nonSeminarDates: values.nonSeminarDates ?? [],
    priceType: values.priceType,
    priceCents: price('priceCents'),
    priceMinCents: price('priceMinCents'),
    priceMaxCents: price('priceMaxCents'),
    priceComment: clean(values.priceComment),
    locationId: values.locationId || null,
    cityComment: clean(values.cityComment),
    targetGroup: clean(values.targetGroup),
    prerequisites: clean(values.prerequisites),
    maxParticipants: values.maxParticipants,
    infoTelephone: clean(values.infoTelephone),
    directLink: clean(values.directLink),
    specialFeatures: clean(values.specialFeatures),
    recognitions: (values.recognitions ?? []).map((r) => ({
      state: r.state,
      number: clean(r.number),
      authority: clean(r.authority),
      validFrom: r.validFrom || null,
      validUntil: r.validUntil || null,
      documentId: r.documentId || null,
    })),
    publicationChannel: values.publicationChannel ?? 'online',
    followUpBooking: values.followUpBooking ?? false,
    expandedText: values.publicationChannel === 'online_brochure' && (values.expandedText ?? false),
    ownerId: values.ownerId || null,
  };
  if (values.Status && !(editing && values.Status === 'DRAFT')) payload.Status = values.Status;
  if (editing && startDateLocked) delete payload.startDate;
  return payload;
}
