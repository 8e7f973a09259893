import { addTranslations } from '../i18n/i18n';

/** The player's own words (lessons and tutors' lectures). */
addTranslations({
  ru: {
    videoPlayer: {
      noVideo: 'У этого урока нет видео',
      openVideo: 'Открыть видео',
      videoFailed: 'Не удалось загрузить видео',
    },
  },
  kk: {
    videoPlayer: {
      noVideo: 'Бұл сабақта бейне жоқ',
      openVideo: 'Бейнені ашу',
      videoFailed: 'Бейнені жүктеу мүмкін болмады',
    },
  },
  en: {
    videoPlayer: {
      noVideo: 'This lesson has no video',
      openVideo: 'Open the video',
      videoFailed: 'Failed to load the video',
    },
  },
});
