/** The rich-text description is stored sanitized: only the formatting the editor produces survives. */
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

// Loaded with the first description that is saved, not at start-up (~100 ms with postcss).
let sanitizer: { sanitize: typeof SanitizeHtml; options: SanitizeHtml.IOptions } | undefined;
function loadSanitizer() {
  if (!sanitizer) {
    const sanitize = createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml;
    sanitizer = { sanitize, options: optionsFor(sanitize) };
  }
  return sanitizer;
}

const optionsFor = (sanitizeHtml: typeof SanitizeHtml): SanitizeHtml.IOptions => ({
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
});

export function sanitizeDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const { sanitize, options } = loadSanitizer();
  const clean = sanitize(html, options).trim();
  return clean === '' || clean === '<p></p>' ? null : clean;
}
