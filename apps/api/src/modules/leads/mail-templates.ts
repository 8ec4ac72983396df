/**
 * Mails of leads and conversations, German and English, plain text and HTML: the team's
 * notification of a new inquiry, the participant's confirmation, and a provider reply with
 * the participant's reply link. Participants are addressed formally (Sie).
 */
import { REPLY_KEY_LIFETIME_DAYS, translate, type Language, type ParticipantDocumentKind } from '@bu/contracts';
import { dashboardSignature, renderMail as render, type MailContent } from '../mail';

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
    const name = `${inquiry.firstName} ${inquiry.lastName}`;
    const de = language === 'de';
    return render(
      language,
      de ? `Neue Anfrage zu „${inquiry.seminarTitle}“` : `New inquiry about “${inquiry.seminarTitle}”`,
      {
        greeting: de ? `Hallo ${recipientFirstName},` : `Hello ${recipientFirstName},`,
        intro: de
          ? `${name} hat über den Marktplatz eine Anfrage zu „${inquiry.seminarTitle}“ gestellt.`
          : `${name} sent an inquiry about “${inquiry.seminarTitle}” through the marketplace.`,
        facts: [
          [de ? 'Name' : 'Name', name],
          [de ? 'E-Mail' : 'Email', inquiry.email],
          [de ? 'Telefon' : 'Phone', inquiry.phone ?? ''],
          [de ? 'Bundesland' : 'State', inquiry.state ?? ''],
        ],
        quote: inquiry.message,
        button: { label: de ? 'Anfrage öffnen' : 'Open inquiry', url },
        outro: de ? 'Du kannst direkt im Dashboard antworten.' : 'You can reply directly in the dashboard.',
        signature: dashboardSignature[language],
      },
    );
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
    const de = language === 'de';
    const addByMail = replyTo
      ? de
        ? ` Möchten Sie etwas ergänzen? Antworten Sie einfach auf diese E-Mail; Ihre Antwort erreicht ${providerName}.`
        : ` Would you like to add something? Simply reply to this email; your answer reaches ${providerName}.`
      : '';
    const mail = render(language, de ? `Ihre Anfrage zu „${seminarTitle}“` : `Your inquiry about “${seminarTitle}”`, {
      greeting: de ? `Guten Tag ${firstName},` : `Hello ${firstName},`,
      intro: de
        ? `vielen Dank für Ihre Anfrage. Wir haben sie an ${providerName} weitergeleitet; Sie erhalten die Antwort per E-Mail.${addByMail}`
        : `thank you for your inquiry. We have forwarded it to ${providerName}; you will receive the answer by email.${addByMail}`,
      quote: message,
      outro: de
        ? 'Wenn Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren.'
        : 'If you did not send this inquiry, you can ignore this email.',
      signature: de ? 'Ihr Bildungsurlaub-Marktplatz' : 'Your educational-leave marketplace',
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
    const de = language === 'de';
    const about = seminarTitle ? (de ? ` zu „${seminarTitle}“` : ` about “${seminarTitle}”`) : '';
    const lifetime = translate(language, 'counts.days', { count: REPLY_KEY_LIFETIME_DAYS });
    const mail = render(language, de ? `Antwort von ${providerName}${about}` : `Reply from ${providerName}${about}`, {
      greeting: de ? `Guten Tag ${firstName},` : `Hello ${firstName},`,
      intro: de ? `${providerName} hat Ihnen geantwortet:` : `${providerName} has replied to you:`,
      quote: text,
      button: { label: de ? 'Antworten' : 'Reply', url },
      outro: replyTo
        ? de
          ? `Antworten Sie einfach auf diese E-Mail (Anhänge werden nicht übernommen) oder über den Link; er ist einmal verwendbar und ${lifetime} gültig.`
          : `Simply reply to this email (attachments are not taken over) or answer through the link; it can be used once and is valid for ${lifetime}.`
        : de
          ? `Bitte antworten Sie über den Link; er ist einmal verwendbar und ${lifetime} gültig. Antworten auf diese E-Mail erreichen ${providerName} nicht.`
          : `Please answer through the link; it can be used once and is valid for ${lifetime}. Replies to this email do not reach ${providerName}.`,
      signature: de ? 'Ihr Bildungsurlaub-Marktplatz' : 'Your educational-leave marketplace',
    });
    return replyTo ? { ...mail, replyTo } : mail;
  },

  /** To a participant from the waitlist whom the provider booked on a freed place. */
  placeConfirmed(language: Language, firstName: string, providerName: string, seminarTitle: string): MailContent {
    const de = language === 'de';
    return render(language, de ? `Ihr Platz bei „${seminarTitle}“` : `Your place on “${seminarTitle}”`, {
      greeting: de ? `Guten Tag ${firstName},` : `Hello ${firstName},`,
      intro: de
        ? `gute Nachricht: Bei „${seminarTitle}“ ist ein Platz frei geworden, und ${providerName} hat ihn für Sie gebucht. Sie stehen nicht mehr auf der Warteliste.`
        : `good news: a place on “${seminarTitle}” has become free, and ${providerName} has booked it for you. You are no longer on the waitlist.`,
      outro: de
        ? `Ihre Anmeldebestätigung und das Schreiben für Ihren Arbeitgeber erhalten Sie von ${providerName}. Bitte denken Sie an die Frist, bis zu der Sie Ihren Arbeitgeber informieren müssen.`
        : `You will receive your registration confirmation and the letter for your employer from ${providerName}. Please keep in mind the deadline for telling your employer.`,
      signature: de ? 'Ihr Bildungsurlaub-Marktplatz' : 'Your educational-leave marketplace',
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
    const de = language === 'de';
    const names: Record<ParticipantDocumentKind, [string, string]> = {
      'registration-confirmation': [
        'Anmeldebestätigung mit Programm und Nachweis der Anerkennung',
        'Registration confirmation with the programme and the proof of recognition',
      ],
      'employer-letter': [
        'Schreiben an Ihren Arbeitgeber (Antrag auf Bildungsurlaub)',
        'Letter to your employer (request for educational leave)',
      ],
      'attendance-certificate': ['Teilnahmebescheinigung', 'Certificate of attendance'],
    };
    return render(language, de ? `Ihre Unterlagen zu „${seminarTitle}“` : `Your documents for “${seminarTitle}”`, {
      greeting: de ? `Guten Tag ${firstName},` : `Hello ${firstName},`,
      intro: de
        ? `anbei erhalten Sie von ${providerName} Ihre Unterlagen zu „${seminarTitle}“ als PDF.`
        : `attached are your documents for “${seminarTitle}” from ${providerName} as PDF files.`,
      facts: kinds.map((k): [string, string] => [de ? 'Anhang' : 'Attachment', names[k][de ? 0 : 1]]),
      outro: kinds.includes('employer-letter')
        ? de
          ? 'Bitte geben Sie das Schreiben zusammen mit der Anmeldebestätigung rechtzeitig vor Ablauf der Frist Ihrem Arbeitgeber.'
          : 'Please hand the letter together with the registration confirmation to your employer before the deadline.'
        : de
          ? 'Bei Fragen wenden Sie sich bitte an den Veranstalter.'
          : 'If you have questions, please contact the provider.',
      signature: de ? 'Ihr Bildungsurlaub-Marktplatz' : 'Your educational-leave marketplace',
    });
  },
};
