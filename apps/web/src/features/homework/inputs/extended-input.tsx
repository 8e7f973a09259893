import { ActionIcon, Anchor, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { IconCamera, IconPhoto, IconX } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../../../shared/homework/inputs/input-props';
import { UploadErrorAlert } from './upload-error';
import { useUpload } from './use-upload';
import classes from './extended-editor.module.css';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/heic';

/**
 * The extended answer (issue 10): rich text in Tiptap, loaded only with this input, with pictures
 * uploaded to the editor endpoint, and photos of handwritten work attached as files.
 */
export function ExtendedInput({ value, onChange, disabled }: InputProps<'EXTENDED'>) {
  const { t } = useTranslation();
  const latest = useRef(value);
  latest.current = value;
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: value.html,
    editable: !disabled,
    // The editable area is the field a screen reader names (axe: aria-input-field-name).
    editorProps: { attributes: { 'aria-label': t('homework.input.extended') } },
    onUpdate: ({ editor: current }) => onChange({ ...latest.current, html: current.getHTML() }),
  });
  const picture = useUpload();
  const photo = useUpload();

  const insertPicture = async (file: File | null) => {
    const uploaded = await picture.upload(file);
    if (uploaded) editor?.chain().focus().setImage({ src: uploaded.url, alt: uploaded.name }).run();
  };
  const attachPhoto = async (file: File | null) => {
    const uploaded = await photo.upload(file);
    if (uploaded) onChange({ ...latest.current, files: [...latest.current.files, uploaded] });
  };
  const removeFile = (url: string) =>
    onChange({ ...latest.current, files: latest.current.files.filter((file) => file.url !== url) });

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} aria-hidden>
        {t('homework.input.extended')}
      </Text>
      <RichTextEditor
        editor={editor}
        labels={t('homework.editor', { returnObjects: true }) as Partial<RichTextEditorLabels>}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <FileButton onChange={(file) => void insertPicture(file)} accept={IMAGE_TYPES} disabled={disabled}>
              {(props) => (
                <RichTextEditor.Control
                  {...props}
                  aria-label={t('homework.editor.image')}
                  title={t('homework.editor.image')}
                >
                  {picture.uploading ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} />}
                </RichTextEditor.Control>
              )}
            </FileButton>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
      {picture.failure && <UploadErrorAlert failure={picture.failure} />}
      {value.files.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('homework.input.files')}>
          {value.files.map((file) => (
            <Group component="li" key={file.url} gap="xs" wrap="nowrap">
              <Anchor href={file.url} target="_blank" rel="noreferrer" truncate style={{ flex: 1 }}>
                {file.name}
              </Anchor>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={40}
                disabled={disabled}
                aria-label={t('homework.input.removeFile', { name: file.name })}
                onClick={() => removeFile(file.url)}
              >
                <IconX size={18} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <FileButton onChange={(file) => void attachPhoto(file)} accept={IMAGE_TYPES} disabled={disabled}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="md"
            leftSection={<IconCamera size={18} />}
            loading={photo.uploading}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('homework.input.attach')}
          </Button>
        )}
      </FileButton>
      {photo.failure && <UploadErrorAlert failure={photo.failure} />}
    </Stack>
  );
}
