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

/**
 * An e-mail's HTML as the admin console's outbox shows it: formatting and links survive (http,
 * https and mailto only, opened in a new tab without an opener); scripts, styles, images, forms and
 * every event handler are dropped, so a message that carries what a user typed cannot run in the console.
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'a',
      'h1',
      'h2',
      'h3',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'span',
      'div',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    disallowedTagsMode: 'discard',
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  }).trim();
}
