/**
 * Saves a file answer of the API (CSV exports, invoices, documents) under the name the server
 * gives in Content-Disposition. A plain link would need the token in the address (and so in
 * history and logs); the file is fetched through the API client (`api.call` of a file operation:
 * Bearer header, the same ApiError as every call) and its blob saved from here.
 */
import type { ApiFile } from './api-client';

export function saveFile({ blob, fileName }: ApiFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
