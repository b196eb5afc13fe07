import { apiUrl, authHeaders } from './http-client';
import { FILE_NOT_FOUND_PATH } from './http-policy';

/**
 * Downloads a file with the session's token. Any answer but 200 opens /file-not-found in a popup
 * (platform-core §8), falling back to this window when popups are blocked.
 */
export async function downloadFile(path: string, fallbackName = 'download'): Promise<boolean> {
  let response: Response | null = null;
  try {
    response = await fetch(apiUrl(path), { headers: authHeaders(), credentials: 'same-origin' });
  } catch {
    response = null;
  }
  if (response?.status !== 200) {
    const popup = window.open(FILE_NOT_FOUND_PATH, '_blank');
    if (popup) popup.opener = null;
    else window.location.assign(FILE_NOT_FOUND_PATH);
    return false;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return true;
}

export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}
