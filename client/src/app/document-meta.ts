// The page's title and meta description in the player's language (search engines and the
// browser's tab read them). index.html carries the English ones for the first paint; these follow
// every change of language.

import type { i18n as I18n } from 'i18next';

export interface DocumentMeta {
  readonly title: string;
  readonly description: string;
}

/** The title and description of the language i18next is showing. */
export function documentMeta(i18n: Pick<I18n, 't'>): DocumentMeta {
  return { title: i18n.t('site.title'), description: i18n.t('site.description') };
}

/** Writes `meta` into the document: its title, and the description's meta tag (made if missing). */
export function applyDocumentMeta(doc: Document, meta: DocumentMeta): void {
  doc.title = meta.title;
  let tag = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = doc.createElement('meta');
    tag.name = 'description';
    doc.head.append(tag);
  }
  tag.content = meta.description;
}

/** Keeps the document's title and description in i18next's language, from now on. */
export function followDocumentMeta(i18n: I18n, doc: Document = document): void {
  applyDocumentMeta(doc, documentMeta(i18n));
  i18n.on('languageChanged', () => applyDocumentMeta(doc, documentMeta(i18n)));
}
