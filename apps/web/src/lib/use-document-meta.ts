import { useEffect } from 'react';

const APP_NAME = 'Vapolib';
const DEFAULT_TITLE = `${APP_NAME} · PWA`;

/** Sets the page title ("<title> · Vapolib", or the default) and the meta description. */
export function useDocumentMeta(title: string | undefined, description: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : DEFAULT_TITLE;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
