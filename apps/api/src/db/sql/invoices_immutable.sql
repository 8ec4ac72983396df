-- Issued invoices never change; a correction is a cancellation invoice.
CREATE OR REPLACE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice % is issued and cannot be changed', OLD.number;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "invoices_no_update" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
