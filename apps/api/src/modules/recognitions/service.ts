/**
 * The recognition register (issue 24): the provider's recognition notices (PDFs stored in the
 * database, readable only by their provider) and its provider-level recognitions. Another
 * provider's document or recognition is 404, never 403, so ids reveal nothing.
 */
import type { Clock } from '../../plugins/clock';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  RECOGNITION_DOCUMENT_MAX_BYTES,
  lawDuring,
  type ProviderRecognition,
  type ProviderRecognitionBody,
  type SessionUser,
} from '@bu/contracts';
import type { Db, Executor } from '../../db/client';
import { providerRecognitions, recognitionDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { servicePlugin } from '../../plugins/service';

type ProviderRecognitionRow = typeof providerRecognitions.$inferSelect;

/** The provider's own recognitions (what the seminar rules count as provider-level). */
export function providerRecognitionsOf(executor: Executor, providerId: string) {
  return executor
    .select()
    .from(providerRecognitions)
    .where(eq(providerRecognitions.providerId, providerId))
    .orderBy(asc(providerRecognitions.state), asc(providerRecognitions.validUntil), asc(providerRecognitions.id));
}

/** The ids among `ids` that are documents of the provider (for the seminar save check). */
export async function ownDocumentIds(executor: Executor, providerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await executor
    .select({ id: recognitionDocuments.id })
    .from(recognitionDocuments)
    .where(and(eq(recognitionDocuments.providerId, providerId), inArray(recognitionDocuments.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The pages of a PDF as pdf-lib reads them; 0 for anything that is not one. */
async function pdfPageCount(data: Buffer): Promise<number> {
  if (!data.subarray(0, 1024).includes('%PDF-')) return 0;
  try {
    const doc = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount();
  } catch {
    return 0;
  }
}

/** A stored file name: the base name without control characters, at most 200 characters. */
function cleanFileName(name: string | undefined): string {
  const base = [...((name ?? '').split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim();
  return (base || 'bescheid.pdf').slice(0, 200);
}

function createRecognitionService(db: Db, now: Clock) {
  async function toDto(rows: ProviderRecognitionRow[]): Promise<ProviderRecognition[]> {
    const docIds = rows.map((r) => r.documentId).filter((id): id is string => Boolean(id));
    const docs = docIds.length
      ? await db
          .select({ id: recognitionDocuments.id, fileName: recognitionDocuments.fileName })
          .from(recognitionDocuments)
          .where(inArray(recognitionDocuments.id, docIds))
      : [];
    const names = new Map(docs.map((d) => [d.id, d.fileName]));
    return rows.map((r) => ({
      id: r.id,
      state: r.state as ProviderRecognition['state'],
      number: r.number,
      authority: r.authority,
      validFrom: r.validFrom,
      validUntil: r.validUntil,
      documentId: r.documentId,
      documentName: r.documentId ? (names.get(r.documentId) ?? null) : null,
    }));
  }

  /** Rules of a provider-level recognition beyond its shape: a law during its validity, the document is the provider's. */
  async function checked(user: SessionUser, body: ProviderRecognitionBody) {
    const fieldErrors: Record<string, string> = {};
    if (!lawDuring(body.state, body.validFrom, body.validUntil)) fieldErrors.state = 'recognitionStateNoLaw';
    if (body.documentId && !(await ownDocumentIds(db, user.providerId, [body.documentId])).has(body.documentId)) {
      fieldErrors.documentId = 'recognitionDocumentUnknown';
    }
    if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors });
    const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
    return {
      state: body.state,
      number: blank(body.number),
      authority: blank(body.authority),
      validFrom: body.validFrom ?? null,
      validUntil: body.validUntil ?? null,
      documentId: body.documentId ?? null,
    };
  }

  return {
    async uploadDocument(user: SessionUser, fileName: string | undefined, data: Buffer): Promise<string> {
      if (data.length > RECOGNITION_DOCUMENT_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          status: 413,
          fieldErrors: { file: 'recognitionDocumentTooLarge' },
          params: { max: RECOGNITION_DOCUMENT_MAX_BYTES / 1024 / 1024 },
        });
      }
      // A notice must be a real PDF, whatever its name and content type say: a document pdf-lib
      // opens (encrypted ones too) with a page tree of at least one page. The header alone is not
      // enough: pdf-lib's lenient parser opens "%PDF-" followed by anything.
      if (!(await pdfPageCount(data))) {
        throw new AppError('FILE_CONTENT_INVALID', { fieldErrors: { file: 'recognitionDocumentType' } });
      }
      const [row] = await db
        .insert(recognitionDocuments)
        .values({
          providerId: user.providerId,
          fileName: cleanFileName(fileName),
          byteSize: data.length,
          data,
          uploadedBy: user.id,
        })
        .returning({ id: recognitionDocuments.id });
      return row!.id;
    },

    async document(providerId: string, id: string) {
      const [row] = await db
        .select()
        .from(recognitionDocuments)
        .where(and(eq(recognitionDocuments.id, id), eq(recognitionDocuments.providerId, providerId)));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    list: async (providerId: string) => toDto(await providerRecognitionsOf(db, providerId)),

    async create(user: SessionUser, body: ProviderRecognitionBody) {
      const values = await checked(user, body);
      const [row] = await db
        .insert(providerRecognitions)
        .values({ ...values, providerId: user.providerId })
        .returning();
      return (await toDto([row!]))[0]!;
    },

    async update(user: SessionUser, id: string, body: ProviderRecognitionBody) {
      const values = await checked(user, body);
      const [row] = await db
        .update(providerRecognitions)
        .set({ ...values, updatedAt: now() })
        .where(and(eq(providerRecognitions.id, id), eq(providerRecognitions.providerId, user.providerId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return (await toDto([row]))[0]!;
    },

    async remove(user: SessionUser, id: string) {
      const [row] = await db
        .delete(providerRecognitions)
        .where(and(eq(providerRecognitions.id, id), eq(providerRecognitions.providerId, user.providerId)))
        .returning({ id: providerRecognitions.id });
      if (!row) throw new AppError('NOT_FOUND');
    },
  };
}

type RecognitionService = ReturnType<typeof createRecognitionService>;

declare module 'fastify' {
  interface FastifyInstance {
    recognitionService: RecognitionService;
  }
}

export default servicePlugin('recognitionService', (app) => createRecognitionService(app.db, app.now), [
  'database',
  'clock',
]);
