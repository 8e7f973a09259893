import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/router-link';
import classes from './editor-bar.module.css';
import '../i18n';

interface EditorBarProps {
  /** Where "cancel" leads. */
  back: { to: string };
  saveLabel: string;
  onSave: () => void;
  saving: boolean;
  /** The tutor tried to save with fields to fix. */
  invalid: boolean;
}

/** The editor's sticky bottom row: cancel, and save (or save and assign). */
export function EditorBar({ back, saveLabel, onSave, saving, invalid }: EditorBarProps) {
  const { t } = useTranslation();
  return (
    <Group className={classes.bar} justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="var(--mantine-color-error)" role="status" style={{ flex: '1 1 200px' }}>
        {invalid ? t('personalWorks.editor.fixErrors') : ''}
      </Text>
      <Group gap="sm" wrap="nowrap">
        {/* A path known only at run time: the route tree cannot type it. */}
        <ButtonLink variant="default" to={back.to as never}>
          {t('personalWorks.editor.cancel')}
        </ButtonLink>
        <Button onClick={onSave} loading={saving}>
          {saveLabel}
        </Button>
      </Group>
    </Group>
  );
}
