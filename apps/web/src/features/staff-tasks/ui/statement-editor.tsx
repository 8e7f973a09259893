import { useState } from 'react';
import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { IconMathFunction, IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/**
 * The statement's rich text (Tiptap StarterKit + images by URL). Formulas are written as `$…$`,
 * the markup the homework renders with KaTeX; the preview beside shows the result.
 */
export function StatementEditor({
  initial,
  onChange,
  label,
  disabled,
  error,
}: {
  initial: string;
  onChange: (html: string) => void;
  label: string;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const [imageUrl, setImageUrl] = useState('');
  const [imageOpen, setImageOpen] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: initial,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const insertImage = () => {
    if (!/^https?:\/\/|^\//.test(imageUrl.trim())) return;
    editor?.chain().focus().setImage({ src: imageUrl.trim() }).run();
    setImageUrl('');
    setImageOpen(false);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} aria-hidden>
        {label}
      </Text>
      <RichTextEditor
        editor={editor}
        labels={t('staffTasks.editor', { returnObjects: true }) as Partial<RichTextEditorLabels>}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              onClick={() => editor?.chain().focus().insertContent('$x^2$').run()}
              aria-label={t('staffTasks.form.formula')}
              title={t('staffTasks.form.formula')}
            >
              <IconMathFunction size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <Popover opened={imageOpen} onChange={setImageOpen} trapFocus position="bottom" withArrow>
              <Popover.Target>
                <RichTextEditor.Control
                  onClick={() => setImageOpen((open) => !open)}
                  aria-label={t('staffTasks.form.image')}
                  title={t('staffTasks.form.image')}
                >
                  <IconPhoto size={16} stroke={1.5} />
                </RichTextEditor.Control>
              </Popover.Target>
              <Popover.Dropdown>
                <Group align="flex-end" gap="xs">
                  <TextInput
                    label={t('staffTasks.form.imageUrl')}
                    value={imageUrl}
                    onChange={(event) => setImageUrl(event.currentTarget.value)}
                    maxLength={500}
                  />
                  <Button onClick={insertImage} size="sm">
                    {t('staffTasks.form.insert')}
                  </Button>
                </Group>
              </Popover.Dropdown>
            </Popover>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
