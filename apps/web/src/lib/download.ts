/**
 * Saves a file answer of the API (CSV exports, invoices) under the name the server gives in
 * Content-Disposition. A plain link would need the token in the address (and so in history and
 * logs); the file is fetched through the API client (`api.file`: Bearer header, the same
 * ApiError as every call) and the blob saved from here.
 */
import { api, type ApiRequestOptions } from './api-client';

export async function downloadFile(
  path: string,
  query: ApiRequestOptions['query'],
  fallbackName: string,
): Promise<void> {
  const { blob, fileName } = await api.file(path, { query });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
