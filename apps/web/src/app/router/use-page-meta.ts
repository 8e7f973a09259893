import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../shared/config/app-settings';
import type { RouteMeta } from './route-meta';

const NO_META: Partial<RouteMeta> = {};

/**
 * Metadata of the deepest matched route. Selected, so a reader re-renders when the route changes,
 * not on each change of the matches' loading state (issue 8: the shell re-rendered whole for those).
 */
export function useRouteMeta(): Partial<RouteMeta> {
  return useMatches({ select: (matches) => matches[matches.length - 1]?.staticData ?? NO_META });
}

/** Spec 1 §2: title is the route title plus the product name; robots by page kind. */
export function pageTitle(productName: string, title: string | undefined): string {
  return title ? `${title} — ${productName}` : productName;
}

export function usePageMeta(): void {
  const meta = useRouteMeta();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = pageTitle(appSettings().productName, meta.title ? t(meta.title) : undefined);
  }, [meta.title, t, i18n.language]);
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (meta.indexable) {
      tag?.remove();
      return;
    }
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'robots';
      document.head.append(tag);
    }
    tag.content = 'noindex, nofollow';
  }, [meta.indexable]);
}
