import { useEffect } from 'react';
import { BRAND } from '@gaadi/domain/constants';

/** Sets the page title ("Title - GaadiBazaar") and meta description. */
export function useDocumentMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} - ${BRAND.name}` : BRAND.name;
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
