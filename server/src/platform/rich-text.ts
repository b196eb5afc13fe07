import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as people write it with the web's toolbar (platform-core §9: bold, italic, underline,
 * bullet and numbered lists): only those tags survive, with no attributes at all, so no script,
 * event handler, style or link target is ever stored.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  }).trim();
}

/** The words of a rich text, for a notification line or an e-mail subject. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
