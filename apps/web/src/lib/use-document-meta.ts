import { createContext, useContext, useEffect } from 'react';
import { BRAND } from '@gaadi/domain/brand';

export interface DocumentMeta {
  title: string;
  description?: string;
}

/** Server rendering collects the meta the page asks for here (effects do not run there). */
export const DocumentMetaCollector = createContext<((meta: DocumentMeta) => void) | null>(null);

/** "Title - GaadiBazaar", or the brand alone. */
export const documentTitle = (title: string) => (title ? `${title} - ${BRAND.name}` : BRAND.name);

/** Sets the page title ("Title - GaadiBazaar") and meta description; the server puts the same in its head. */
export function useDocumentMeta(title: string, description?: string) {
  useContext(DocumentMetaCollector)?.({ title, description });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
