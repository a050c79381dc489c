import sanitizeHtml from 'sanitize-html';

// Operator HTML may format text and link out; it can never run script or load active content.
const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http', 'data'] },
  allowProtocolRelative: false,
  // Links to other sites open in a new tab; links to the site's own pages (a path such as /member/withdraw) stay in it.
  transformTags: {
    a: (tagName, attribs) =>
      /^\/(?!\/)/.test(attribs.href ?? '')
        ? { tagName, attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target')) }
        : { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } },
  },
};

/** Sanitises operator HTML; used on save and again on render. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, allowed);
}
