import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Breadcrumb } from '../router/route-meta';
import './i18n';

interface PageBreadcrumbsProps {
  /** The route's breadcrumbs (spec 1 §2: from route metadata): the pages above this one. */
  items: readonly Breadcrumb[] | undefined;
  /** i18n key of the current page's title, shown last and not as a link. */
  current?: string;
}

/** A breadcrumb may carry a query (e.g. the clients list filtered to students, spec 3 §2). */
function splitTarget(to: string): { to: string; search: Record<string, string> } {
  const [path = to, query = ''] = to.split('?');
  return { to: path, search: Object.fromEntries(new URLSearchParams(query)) };
}

export function PageBreadcrumbs({ items, current }: PageBreadcrumbsProps) {
  const { t } = useTranslation();
  if (!items?.length) return null;
  return (
    <Breadcrumbs
      component="nav"
      aria-label={t('shell.breadcrumbs')}
      separator={<IconChevronRight size={14} color="var(--mantine-color-dimmed)" />}
      separatorMargin={6}
      mb="lg"
      style={{ flexWrap: 'wrap', rowGap: 4 }}
    >
      {items.map((item) => {
        const target = splitTarget(item.to);
        return (
          // A path known only at run time types its search as never; the values are plain strings.
          <Anchor key={item.to} component={Link} to={target.to} search={target.search as never} size="sm" fw={500}>
            {t(item.title)}
          </Anchor>
        );
      })}
      {current && (
        <Text size="sm" c="dimmed" aria-current="page">
          {t(current)}
        </Text>
      )}
    </Breadcrumbs>
  );
}
