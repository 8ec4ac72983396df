/**
 * Mails of leads and conversations, German and English, plain text and HTML: the team's
 * notification of a new inquiry, the participant's confirmation, and a provider reply with
 * the participant's reply link. Participants are addressed formally (Sie).
 */
import {
  endSentence,
  REPLY_KEY_LIFETIME_DAYS,
  textsIn,
  type Language,
  type ParticipantDocumentKind,
} from '@bu/contracts';
import { dashboardMail, participantMail, type MailContent } from '../mail';

export interface InquiryFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  state: string | null;
  message: string;
  seminarTitle: string;
}

export const leadTemplates = {
  /** To each active team member, in the member's language. */
  newInquiry(language: Language, recipientFirstName: string, inquiry: InquiryFacts, url: string): MailContent {
    const t = textsIn(language);
    const name = `${inquiry.firstName} ${inquiry.lastName}`;
    const seminar = inquiry.seminarTitle;
    return dashboardMail(language, recipientFirstName, t('mail.newInquiry.subject', { seminar }), {
      intro: t('mail.newInquiry.intro', { name, seminar }),
      facts: [
        [t('mail.newInquiry.name'), name],
        [t('mail.newInquiry.email'), inquiry.email],
        [t('mail.newInquiry.phone'), inquiry.phone ?? ''],
        [t('mail.newInquiry.state'), inquiry.state ?? ''],
      ],
      quote: inquiry.message,
      button: { label: t('mail.newInquiry.button'), url },
      outro: t('mail.newInquiry.outro'),
    });
  },

  /** To each active team member: the inquiries of an hour beyond the notices' cap, in one mail. */
  inquiryDigest(
    language: Language,
    recipientFirstName: string,
    inquiries: { name: string; seminarTitle: string }[],
    url: string,
  ): MailContent {
    const t = textsIn(language);
    const count = inquiries.length;
    return dashboardMail(language, recipientFirstName, t('mail.inquiryDigest.subject', { count }), {
      intro: t('mail.inquiryDigest.intro', { count }),
      facts: inquiries.map((i) => [i.name, i.seminarTitle] as [string, string]),
      button: { label: t('mail.inquiryDigest.button'), url },
      outro: t('mail.inquiryDigest.outro'),
    });
  },

  /**
   * To the participant, in the language of the inquiry. With a reply address (inbound mail on),
   * answering this mail adds to the conversation.
   */
  inquiryConfirmation(
    language: Language,
    firstName: string,
    providerName: string,
    seminarTitle: string,
    message: string,
    replyTo: string | null = null,
  ): MailContent {
    const t = textsIn(language);
    const values = { provider: providerName, providerSentence: endSentence(providerName), seminar: seminarTitle };
    const intro = t('mail.inquiryConfirmation.intro', values);
    const mail = participantMail(language, firstName, t('mail.inquiryConfirmation.subject', values), {
      intro: replyTo ? `${intro} ${t('mail.inquiryConfirmation.addByMail', values)}` : intro,
      quote: message,
      outro: t('mail.inquiryConfirmation.outro'),
    });
    return replyTo ? { ...mail, replyTo } : mail;
  },

  /**
   * A provider reply to the participant, with the single-use reply link; with a reply address
   * (inbound mail on), answering the mail itself reaches the provider too.
   */
  providerReply(
    language: Language,
    firstName: string,
    providerName: string,
    seminarTitle: string | null,
    text: string,
    url: string,
    replyTo: string | null = null,
  ): MailContent {
    const t = textsIn(language);
    const values = {
      provider: providerName,
      providerSentence: endSentence(providerName),
      seminar: seminarTitle ?? '',
      lifetime: t('counts.days', { count: REPLY_KEY_LIFETIME_DAYS }),
    };
    const subject = seminarTitle
      ? t('mail.providerReply.subjectAbout', values)
      : t('mail.providerReply.subject', values);
    const mail = participantMail(language, firstName, subject, {
      intro: t('mail.providerReply.intro', values),
      quote: text,
      button: { label: t('mail.providerReply.button'), url },
      outro: t(replyTo ? 'mail.providerReply.outroByMail' : 'mail.providerReply.outroByLink', values),
    });
    return replyTo ? { ...mail, replyTo } : mail;
  },

  /** To a participant from the waitlist whom the provider booked on a freed place. */
  placeConfirmed(language: Language, firstName: string, providerName: string, seminarTitle: string): MailContent {
    const t = textsIn(language);
    const values = { provider: providerName, providerSentence: endSentence(providerName), seminar: seminarTitle };
    return participantMail(language, firstName, t('mail.placeConfirmed.subject', values), {
      intro: t('mail.placeConfirmed.intro', values),
      outro: t('mail.placeConfirmed.outro', values),
    });
  },

  /** The participant's documents as attachments (registration confirmation, employer letter, certificate). */
  participantDocuments(
    language: Language,
    firstName: string,
    providerName: string,
    seminarTitle: string,
    kinds: ParticipantDocumentKind[],
  ): MailContent {
    const t = textsIn(language);
    const values = { provider: providerName, seminar: seminarTitle };
    return participantMail(language, firstName, t('mail.participantDocuments.subject', values), {
      intro: t('mail.participantDocuments.intro', values),
      facts: kinds.map((kind): [string, string] => [
        t('mail.participantDocuments.attachment'),
        t(`mail.participantDocuments.${kind}`),
      ]),
      outro: t(
        kinds.includes('employer-letter')
          ? 'mail.participantDocuments.outroEmployerLetter'
          : 'mail.participantDocuments.outro',
      ),
    });
  },
};
