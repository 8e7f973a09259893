import { useState } from 'react';
import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { IconMathFunction, IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import './rich-text-editor.i18n';

/**
 * The console's rich text (Tiptap StarterKit + images by URL): task statements, sub-theories.
 * Formulas are written as `$…$`, the markup the homework and theory pages render with KaTeX.
 */
export function RichTextField({
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
        labels={t('staff.richText.editor', { returnObjects: true }) as Partial<RichTextEditorLabels>}
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
              aria-label={t('staff.richText.formula')}
              title={t('staff.richText.formula')}
            >
              <IconMathFunction size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <Popover opened={imageOpen} onChange={setImageOpen} trapFocus position="bottom" withArrow>
              <Popover.Target>
                <RichTextEditor.Control
                  onClick={() => setImageOpen((open) => !open)}
                  aria-label={t('staff.richText.image')}
                  title={t('staff.richText.image')}
                >
                  <IconPhoto size={16} stroke={1.5} />
                </RichTextEditor.Control>
              </Popover.Target>
              <Popover.Dropdown>
                <Group align="flex-end" gap="xs">
                  <TextInput
                    label={t('staff.richText.imageUrl')}
                    value={imageUrl}
                    onChange={(event) => setImageUrl(event.currentTarget.value)}
                    maxLength={500}
                  />
                  <Button onClick={insertImage} size="sm">
                    {t('staff.richText.insert')}
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
