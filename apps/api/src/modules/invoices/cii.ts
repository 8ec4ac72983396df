/**
 * The invoice as UN/CEFACT Cross Industry Invoice (CII D16B) XML, in two profiles:
 * - `en16931`: the Factur-X 1.0 EN 16931 profile, embedded in the PDF as `factur-x.xml`;
 * - `xrechnung`: XRechnung 3.0 in CII syntax, the `.xml` download (its own BT-24).
 *
 * Built here rather than with @e-invoice-eu/core, which as used wrote no
 * `ram:ApplicableHeaderTradeDelivery` (mandatory in the CII schema) and no BT-25 on a
 * cancellation (ADR 019). Element order follows the CII D16B schema, which is a sequence; the
 * third-party validators in the tests (XSD, CEN, Factur-X and KoSIT schematrons) decide.
 *
 * Business terms (BT-…) are EN 16931's; amounts are cents here and two-decimal strings there.
 */
import { machineAmount, textsIn } from '@bu/contracts';
import { create } from 'xmlbuilder2';
import type { InvoiceDocument } from './document';

export type CiiProfile = 'en16931' | 'xrechnung';

/** BT-24 of each profile. */
const SPECIFICATION_ID: Record<CiiProfile, string> = {
  en16931: 'urn:cen.eu:en16931:2017',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
};

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** Format 102: YYYYMMDD. */
const day = (iso: string) => ({ 'udt:DateTimeString': { '@format': '102', '#': iso.replace(/-/g, '') } });

/** Everything EN 16931 has a place for about the seller's company (BT-33), in German (the XML's language). */
function sellerLegalInformation(seller: InvoiceDocument['seller']): string {
  const t = textsIn('de');
  return [
    seller.legalForm && t('invoice.legalForm', { legalForm: seller.legalForm }),
    seller.registerCourt &&
      seller.registerNumber &&
      t('invoice.register', { court: seller.registerCourt, number: seller.registerNumber }),
    seller.managingDirectors && t('invoice.directors', { names: seller.managingDirectors }),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function buildCii(doc: InvoiceDocument, profile: CiiProfile): string {
  const { seller, recipient: buyer } = doc;
  const tax = {
    'ram:TypeCode': 'VAT',
    'ram:CategoryCode': 'S',
    'ram:RateApplicablePercent': String(doc.vatRatePercent),
  };
  const legalInformation = sellerLegalInformation(seller);
  const buyerEmail = buyer.emails[0];
  const buyerAddress = {
    'ram:PostcodeCode': buyer.postalCode,
    'ram:LineOne': buyer.street,
    'ram:CityName': buyer.city,
    'ram:CountryID': buyer.country,
  };
  const invoice = {
    'rsm:CrossIndustryInvoice': {
      '@xmlns:rsm': NS.rsm,
      '@xmlns:ram': NS.ram,
      '@xmlns:qdt': NS.qdt,
      '@xmlns:udt': NS.udt,
      'rsm:ExchangedDocumentContext': {
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': SPECIFICATION_ID[profile] },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': doc.number,
        // 380 commercial invoice; 381 credit note for a cancellation (Stornorechnung).
        'ram:TypeCode': doc.kind === 'invoice' ? '380' : '381',
        'ram:IssueDateTime': day(doc.issuedOn),
        ...(legalInformation && {
          // BT-21 code REG: the seller's register details, also on the PDF.
          'ram:IncludedNote': { 'ram:Content': `${seller.name} · ${legalInformation}`, 'ram:SubjectCode': 'REG' },
        }),
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': doc.lines.map((line, index) => ({
          'ram:AssociatedDocumentLineDocument': { 'ram:LineID': String(index + 1) },
          'ram:SpecifiedTradeProduct': { 'ram:Name': line.description },
          'ram:SpecifiedLineTradeAgreement': {
            'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': machineAmount(line.unitPriceCents) },
          },
          'ram:SpecifiedLineTradeDelivery': {
            'ram:BilledQuantity': { '@unitCode': line.unit, '#': String(line.quantity) },
          },
          'ram:SpecifiedLineTradeSettlement': {
            'ram:ApplicableTradeTax': tax,
            ...(line.periodStart &&
              line.periodEnd && {
                // BG-26: the days of a boost this line bills.
                'ram:BillingSpecifiedPeriod': {
                  'ram:StartDateTime': day(line.periodStart),
                  'ram:EndDateTime': day(line.periodEnd),
                },
              }),
            'ram:SpecifiedTradeSettlementLineMonetarySummation': {
              'ram:LineTotalAmount': machineAmount(line.netCents),
            },
          },
        })),
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:BuyerReference': buyer.buyerReference || String(buyer.providerNumber),
          'ram:SellerTradeParty': {
            'ram:Name': seller.name,
            ...(legalInformation && { 'ram:Description': legalInformation }),
            ...(seller.registerNumber && {
              'ram:SpecifiedLegalOrganization': { 'ram:ID': seller.registerNumber },
            }),
            'ram:DefinedTradeContact': {
              'ram:PersonName': seller.contactName,
              'ram:TelephoneUniversalCommunication': { 'ram:CompleteNumber': seller.phone },
              'ram:EmailURIUniversalCommunication': { 'ram:URIID': seller.email },
            },
            'ram:PostalTradeAddress': {
              'ram:PostcodeCode': seller.postalCode,
              'ram:LineOne': seller.street,
              'ram:CityName': seller.city,
              'ram:CountryID': seller.country,
            },
            'ram:URIUniversalCommunication': { 'ram:URIID': { '@schemeID': 'EM', '#': seller.email } },
            'ram:SpecifiedTaxRegistration': { 'ram:ID': { '@schemeID': 'VA', '#': seller.vatId } },
          },
          'ram:BuyerTradeParty': {
            'ram:Name': buyer.name,
            ...(buyer.department && { 'ram:DefinedTradeContact': { 'ram:PersonName': buyer.department } }),
            'ram:PostalTradeAddress': buyerAddress,
            ...(buyerEmail && {
              'ram:URIUniversalCommunication': { 'ram:URIID': { '@schemeID': 'EM', '#': buyerEmail } },
            }),
            ...(buyer.vatId && {
              'ram:SpecifiedTaxRegistration': { 'ram:ID': { '@schemeID': 'VA', '#': buyer.vatId } },
            }),
          },
        },
        // BG-15: the services are delivered to the buyer, at its address (BG-14 says when).
        'ram:ApplicableHeaderTradeDelivery': {
          'ram:ShipToTradeParty': { 'ram:Name': buyer.name, 'ram:PostalTradeAddress': buyerAddress },
        },
        'ram:ApplicableHeaderTradeSettlement': {
          'ram:PaymentReference': doc.number,
          'ram:InvoiceCurrencyCode': 'EUR',
          'ram:SpecifiedTradeSettlementPaymentMeans': {
            // 58: SEPA credit transfer to the seller's account.
            'ram:TypeCode': '58',
            'ram:PayeePartyCreditorFinancialAccount': { 'ram:IBANID': seller.iban, 'ram:AccountName': seller.name },
          },
          'ram:ApplicableTradeTax': {
            'ram:CalculatedAmount': machineAmount(doc.vatCents),
            'ram:TypeCode': 'VAT',
            'ram:BasisAmount': machineAmount(doc.netCents),
            'ram:CategoryCode': 'S',
            'ram:RateApplicablePercent': String(doc.vatRatePercent),
          },
          'ram:BillingSpecifiedPeriod': {
            'ram:StartDateTime': day(doc.periodStart),
            'ram:EndDateTime': day(doc.periodEnd),
          },
          'ram:SpecifiedTradePaymentTerms': {
            'ram:Description': doc.paymentTerms,
            ...(doc.kind === 'invoice' && { 'ram:DueDateDateTime': day(doc.dueOn) }),
          },
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
            'ram:LineTotalAmount': machineAmount(doc.netCents),
            'ram:TaxBasisTotalAmount': machineAmount(doc.netCents),
            'ram:TaxTotalAmount': { '@currencyID': 'EUR', '#': machineAmount(doc.vatCents) },
            'ram:GrandTotalAmount': machineAmount(doc.grossCents),
            'ram:DuePayableAmount': machineAmount(doc.grossCents),
          },
          ...(doc.cancels && {
            // BT-25/26: the invoice this cancellation cancels.
            'ram:InvoiceReferencedDocument': {
              'ram:IssuerAssignedID': doc.cancels.number,
              'ram:FormattedIssueDateTime': {
                'qdt:DateTimeString': { '@format': '102', '#': doc.cancels.issuedOn.replace(/-/g, '') },
              },
            },
          }),
        },
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, invoice).end({ prettyPrint: true });
}
