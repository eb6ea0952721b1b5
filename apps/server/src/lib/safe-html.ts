import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML the API answers (the footer message, the partner offers' titles) comes from the
 * operator's content and is cleaned here, once, instead of in every browser: the web app inserts it
 * as it arrives. Scripts, styles, forms, event handlers and `javascript:` links never leave the
 * server; the page's CSP (no inline script or handler) is the second line.
 */

/** A short text with paragraphs, lists, emphasis and links (http, https, mailto, tel). */
const richText: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'span', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A link that opens elsewhere does not get a handle on this page.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Inline formatting only: no links, no attributes. */
const inlineText: sanitizeHtml.IOptions = {
  allowedTags: ['strong', 'em', 'b', 'i', 'u', 'span', 'small', 'mark', 'br', 'sup', 'sub'],
  allowedAttributes: {},
};

/**
 * Cleaned texts by their source: the same few texts are answered on every page view, and their
 * cleaning (an HTML parse) costs more than the rest of such an answer.
 */
function cached(options: sanitizeHtml.IOptions, max = 1000) {
  const clean = new LRUCache<string, string>({ max });
  return (html: string): string => {
    let text = clean.get(html);
    if (text === undefined) {
      text = sanitizeHtml(html, options);
      clean.set(html, text);
    }
    return text;
  };
}

export const safeRichText: (html: string) => string = cached(richText);
export const safeInlineText: (html: string) => string = cached(inlineText);
