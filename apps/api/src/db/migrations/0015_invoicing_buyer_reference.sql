-- Invoicing data gains the buyer reference (BT-10, e.g. a Leitweg-ID or order number) printed on
-- the provider's invoices; empty means the provider number.
ALTER TABLE "provider_invoicing" ADD COLUMN "buyer_reference" text;
