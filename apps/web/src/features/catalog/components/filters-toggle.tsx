import { useState, type ReactNode } from 'react';
import { Badge, Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';

const PANEL_ID = 'catalog-filters-panel';

/** A phone's catalog opens on the courses: the filters wait behind one button that says how many are set. */
export function FiltersToggle({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  // The fields (their code too) come with the first opening, then stay for the closing transition.
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        rightSection={
          active > 0 && (
            <Badge size="sm" circle aria-label={t('catalog.filters.active', { count: active })}>
              {active}
            </Badge>
          )
        }
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={PANEL_ID}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('catalog.filters.toggle')}
      </Button>
      <Collapse in={opened} id={PANEL_ID}>
        {used && children}
      </Collapse>
    </Stack>
  );
}
