import { useState } from 'react';
import { Alert, Button, Card, FileInput, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StaffLessonDetail } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import {
  useCourse,
  useCourses,
  useCreateLesson,
  useLesson,
  usePublishLesson,
  useUpdateLesson,
  useUploadVideo,
} from '../api/content';
import { LessonForm } from '../ui/lesson-form';
import { PublishBadge } from '../ui/publish-badge';
import { ButtonLink } from '../../../shared/ui/router-link';
import '../i18n';

const newRoute = getRouteApi(paths.staffLessonNew);
const editRoute = getRouteApi(paths.staffLesson);

/** Seconds as the player shows them: `1:02:03` or `4:05`. */
export function formatLength(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** `/staff/content/lessons/new?course=…`: pick the course, then fill the lesson; it is saved as a draft. */
export function NewLessonPage() {
  const { t } = useTranslation();
  const { course: courseId } = newRoute.useSearch();
  const navigate = useNavigate();
  const courses = useCourses({ limit: 100, offset: 0, ordering: 'title' });
  const course = useCourse(courseId);
  const create = useCreateLesson();
  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staffContent.lessons.newTitle')} lead={t('staffContent.lessons.newLead')} />
      <Select
        label={t('staffContent.lessons.course')}
        required
        searchable
        data={(courses.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
        value={courseId ? String(courseId) : null}
        onChange={(value) =>
          void navigate({ to: paths.staffLessonNew, search: value ? { course: Number(value) } : {}, replace: true })
        }
        maw={560}
      />
      {course.data &&
        (course.data.products.length === 0 ? (
          <Alert color="yellow">{t('staffContent.courses.productsEmpty')}</Alert>
        ) : (
          <LessonForm
            key={course.data.id}
            products={course.data.products}
            submitLabel={t('staffContent.common.create')}
            onSubmit={async (values) => {
              const lesson = await create.mutateAsync(values);
              await navigate({ to: paths.staffLesson, params: { lessonId: String(lesson.id) } });
            }}
          />
        ))}
    </Stack>
  );
}

function VideoUpload({ lesson }: { lesson: StaffLessonDetail }) {
  const { t } = useTranslation();
  const upload = useUploadVideo(lesson.id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync(file);
      setFile(null);
    } catch (failure) {
      const detail = failure instanceof ApiError ? failure.first?.detail : undefined;
      setError(detail ?? t('staffContent.lessons.uploadFailed'));
    }
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('staffContent.lessons.video')}
        </Title>
        <Text data-testid="lesson-video">{lesson.videoUrl ?? t('staffContent.lessons.noVideo')}</Text>
        <Text data-testid="lesson-video-length" fw={600}>
          {lesson.videoLength
            ? t('staffContent.lessons.length', { length: formatLength(lesson.videoLength) })
            : t('staffContent.lessons.lengthUnknown')}
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={t('staffContent.lessons.videoFile')}
            accept="video/mp4,video/webm"
            value={file}
            onChange={setFile}
            clearable
            disabled={upload.isPending}
            style={{ flex: '1 1 240px' }}
          />
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => void send()}
            disabled={!file}
            loading={upload.isPending}
          >
            {t('staffContent.lessons.upload')}
          </Button>
        </Group>
        {upload.isPending && (
          <Text c="dimmed" role="status">
            {t('staffContent.lessons.uploading')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function LessonEditor({ lesson }: { lesson: StaffLessonDetail }) {
  const { t } = useTranslation();
  const course = useCourse(lesson.productTypeId);
  const update = useUpdateLesson(lesson.id);
  const publish = usePublishLesson(lesson.id);
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={lesson.title}
        lead={course.data?.title}
        actions={
          <Group gap="sm">
            <PublishBadge published={lesson.isPublished} />
            <Button
              variant={lesson.isPublished ? 'default' : 'filled'}
              loading={publish.isPending}
              onClick={() => publish.mutate(!lesson.isPublished)}
            >
              {lesson.isPublished ? t('staffContent.lessons.unpublish') : t('staffContent.lessons.publish')}
            </Button>
          </Group>
        }
      />
      <Text c="dimmed">
        {lesson.isPublished ? t('staffContent.lessons.publishedNote') : t('staffContent.lessons.draftNote')}
      </Text>
      <Group>
        <ButtonLink to={paths.staffHomeworkBuilder} params={{ lessonId: String(lesson.id) }} variant="light">
          {t('staffContent.lessons.homework')}
        </ButtonLink>
      </Group>
      <VideoUpload lesson={lesson} />
      {saved && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setSaved(false)}>
          {t('staffContent.common.saved')}
        </Alert>
      )}
      {course.data ? (
        <LessonForm
          lesson={lesson}
          products={course.data.products}
          submitLabel={t('staffContent.common.save')}
          onSubmit={async (values) => {
            setSaved(false);
            await update.mutateAsync(values);
            setSaved(true);
          }}
        />
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </Stack>
  );
}

/** `/staff/content/lessons/$lessonId`: the lesson editor — fields, video upload, publishing. */
export function LessonPage() {
  const { lessonId } = editRoute.useParams();
  const { t } = useTranslation();
  const lesson = useLesson(Number(lessonId));
  if (lesson.isError) return <Alert color="red">{t('staffContent.common.failed')}</Alert>;
  if (!lesson.data) return <Skeleton height={480} radius="md" />;
  return <LessonEditor lesson={lesson.data} />;
}
