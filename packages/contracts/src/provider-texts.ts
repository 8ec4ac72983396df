/**
 * Validation texts of profile, images, locations, settings, team, invoicing and API key,
 * without imports so i18n.ts can spread them without an import cycle
 * (provider/ → auth.ts → i18n.ts).
 */

export const providerValidationDe = {
  invalidUrl: 'Bitte gib eine gültige Webadresse ein (https://…).',
  imageTypeInvalid: 'Nur JPEG-, PNG- oder WebP-Bilder sind erlaubt.',
  imageTooManyPixels: 'Das Bild hat zu viele Pixel (höchstens {{max}} Megapixel).',
  imageTooLarge: 'Das Bild ist zu groß (höchstens {{max}} MB).',
  galleryFull: 'Die Galerie fasst höchstens {{max}} Bilder.',
  invalidVatId: 'Bitte gib eine gültige USt-IdNr. ein (z. B. DE123456789).',
  invoiceEmailRequired: 'Bitte gib mindestens eine E-Mail-Adresse für Rechnungen an.',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
  emailTaken: 'Für diese E-Mail-Adresse gibt es bereits ein Konto.',
  lastAdmin: 'Der letzte Admin kann sich nicht entfernen oder herabstufen. Mache zuerst jemand anderen zum Admin.',
  creatorRemovalSupportOnly: 'Das Konto, das den Anbieter registriert hat, kann nur der Support entfernen.',
  locationInUse: 'Dieser Ort wird von Seminaren verwendet. Setze ihn stattdessen auf inaktiv.',
  addressValid: 'Die Adresse ist gültig.',
  addressPostalCodeUnknown: 'Diese Postleitzahl gibt es nicht.',
  addressStateMismatch: 'Postleitzahl und Bundesland passen nicht zusammen.',
  addressCityMismatch: 'Postleitzahl und Ort passen nicht zusammen.',
  addressCountryUnsupported: 'Adressen außerhalb Deutschlands können nicht geprüft werden.',
  apiKeyScopesRequired: 'Bitte wähle mindestens einen Bereich.',
};

export const providerValidationEn: typeof providerValidationDe = {
  invalidUrl: 'Please enter a valid web address (https://…).',
  imageTypeInvalid: 'Only JPEG, PNG or WebP images are accepted.',
  imageTooManyPixels: 'The image has too many pixels (at most {{max}} megapixels).',
  imageTooLarge: 'The image is too large (at most {{max}} MB).',
  galleryFull: 'The gallery holds at most {{max}} images.',
  invalidVatId: 'Please enter a valid VAT ID (e.g. DE123456789).',
  invoiceEmailRequired: 'Please enter at least one email address for invoices.',
  currentPasswordWrong: 'The current password is not correct.',
  emailTaken: 'This email address already has an account.',
  lastAdmin: 'The last admin cannot remove or demote themselves. Make someone else an admin first.',
  creatorRemovalSupportOnly: 'The account that registered the provider can only be removed by support.',
  locationInUse: 'This location is used by seminars. Set it to inactive instead.',
  addressValid: 'The address is valid.',
  addressPostalCodeUnknown: 'This postal code does not exist.',
  addressStateMismatch: 'Postal code and state do not match.',
  addressCityMismatch: 'Postal code and city do not match.',
  addressCountryUnsupported: 'Addresses outside Germany cannot be verified.',
  apiKeyScopesRequired: 'Please choose at least one scope.',
};
