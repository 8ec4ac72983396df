/**
 * Downloads a file answer of the API (CSV exports, invoices) and saves it under the name the server
 * gives in Content-Disposition. A plain link would need the token in the address (and so in
 * history and logs); fetching with the Bearer header and saving the blob keeps it out.
 */
import { API_BASE, ApiError } from './api-client';
import { i18n } from './i18n';
import { getSession } from './session';

export async function downloadFile(
  path: string,
  query: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      headers: { Authorization: `Bearer ${getSession().token}`, 'Accept-Language': i18n.language || 'de' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('UNAVAILABLE', i18n.t('errors.UNAVAILABLE'), 0);
  }
  if (!response.ok) {
    const failure = (await response.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    throw new ApiError(failure?.code ?? 'INTERNAL', failure?.message ?? i18n.t('errors.INTERNAL'), response.status);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
