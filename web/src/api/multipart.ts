/**
 * Forms that send files post a multipart body: a JSON part named `form` plus repeated `attachments`
 * parts (platform-core §7 "Files and forms"). The `form` part is a text field, not a file: the
 * server's readMultipartForm reads the form only from a non-file part and would take a Blob for an
 * upload named "blob".
 */
export type Attachment = File | Blob | string;

export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const [, type = 'application/octet-stream', isBase64, data = ''] = match;
  if (isBase64) {
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  }
  return new Blob([decodeURIComponent(data)], { type });
}

function toPart(attachment: Attachment): Blob {
  if (typeof attachment !== 'string') return attachment;
  // platform-core §9 turns large data URLs into blobs; a multipart part has to be one anyway.
  return attachment.startsWith('data:') ? dataUrlToBlob(attachment) : new Blob([attachment], { type: 'text/plain' });
}

export function buildMultipart(form: unknown, attachments: readonly Attachment[] = []): FormData {
  const body = new FormData();
  body.append('form', JSON.stringify(form));
  for (const attachment of attachments) {
    const part = toPart(attachment);
    if (part instanceof File) body.append('attachments', part, part.name);
    else body.append('attachments', part, 'attachment');
  }
  return body;
}
