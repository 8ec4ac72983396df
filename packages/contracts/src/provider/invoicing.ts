/** A provider's invoicing keys: billing address, VAT ID, invoice emails (seed §5, DESIGN §5 Invoicing). */
import { z } from 'zod';
import { countryCodeSchema, emailSchema } from '../auth';
import { optionalText, token } from './fields';

/** VAT ID formats of the EU member states (plus XI for Northern Ireland), without spaces. */
export const VAT_ID_PATTERNS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  XI: /^XI(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Upper-cases and drops spaces, dots and hyphens: "de 123.456.789" → "DE123456789". */
export const normalizeVatId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

/** Format check only (no VIES lookup). */
export function isValidVatId(value: string): boolean {
  const id = normalizeVatId(value);
  const pattern = VAT_ID_PATTERNS[id.slice(0, 2)];
  return pattern ? pattern.test(id) : false;
}

export const invoicingSchema = z.object({
  differentBillingAddress: z.boolean(),
  recipient: z.string().nullable(),
  department: z.string().nullable(),
  comment: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  vatId: z.string().nullable(),
  /** BT-10 on the invoices (a Leitweg-ID or order number); null: the provider number. */
  buyerReference: z.string().nullable(),
  invoiceEmails: z.array(z.string()),
  showBrochureFields: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Invoicing = z.infer<typeof invoicingSchema>;
export const invoicingResponseSchema = z.object({ success: z.literal(true), invoicing: invoicingSchema });
export type InvoicingResponse = z.infer<typeof invoicingResponseSchema>;

/**
 * Body of PUT /settings/invoicing. Seed §5: a billing address that differs from the business
 * address needs recipient, street, city, postal code, country and at least one invoice email.
 */
export const invoicingInputSchema = z
  .object({
    ...token,
    differentBillingAddress: z.boolean().default(false),
    recipient: optionalText(200),
    department: optionalText(200),
    comment: optionalText(1000),
    street: optionalText(200),
    city: optionalText(100),
    postalCode: optionalText(20),
    country: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(countryCodeSchema.nullable()),
    vatId: z
      .string()
      .max(30, { error: 'invalidVatId' })
      .nullish()
      .transform((v) => (v ? normalizeVatId(v) || null : null)),
    buyerReference: optionalText(100),
    invoiceEmails: z.array(emailSchema).max(10, { error: 'tooLong' }).default([]),
    showBrochureFields: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.vatId && !isValidVatId(v.vatId)) ctx.addIssue({ code: 'custom', message: 'invalidVatId', path: ['vatId'] });
    if (!v.differentBillingAddress) return;
    for (const field of ['recipient', 'street', 'city', 'postalCode', 'country'] as const) {
      if (!v[field]) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
    }
    if (!v.invoiceEmails.length)
      ctx.addIssue({ code: 'custom', message: 'invoiceEmailRequired', path: ['invoiceEmails'] });
  });
export type InvoicingInput = z.input<typeof invoicingInputSchema>;
