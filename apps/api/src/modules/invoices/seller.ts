/** The seller on every invoice (BG-4): the marketplace operator, from the `INVOICE_SELLER_*` settings. */
import type { Config } from '../../config';
import type { Seller } from './document';

export const sellerOf = (config: Config): Seller => ({
  name: config.INVOICE_SELLER_NAME,
  street: config.INVOICE_SELLER_STREET,
  postalCode: config.INVOICE_SELLER_POSTAL_CODE,
  city: config.INVOICE_SELLER_CITY,
  country: config.INVOICE_SELLER_COUNTRY,
  vatId: config.INVOICE_SELLER_VAT_ID,
  iban: config.INVOICE_SELLER_IBAN,
  email: config.INVOICE_SELLER_EMAIL,
  phone: config.INVOICE_SELLER_PHONE,
  contactName: config.INVOICE_SELLER_CONTACT,
  legalForm: config.INVOICE_SELLER_LEGAL_FORM,
  registerCourt: config.INVOICE_SELLER_REGISTER_COURT,
  registerNumber: config.INVOICE_SELLER_REGISTER_NUMBER,
  managingDirectors: config.INVOICE_SELLER_MANAGING_DIRECTORS,
});
