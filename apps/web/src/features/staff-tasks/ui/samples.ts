import type { ImportKind } from '@school/contract';

/** Sample files the import page offers for download (columns: docs/staff-tasks.md "Bulk import"). */
export const SAMPLES: Record<ImportKind, string> = {
  lessons: [
    'title,kind,start_at,lesson_number,duration_minutes,description,video_url',
    'Производная: определение,THEORY,2026-09-01 15:00,1,90,Вводный урок,https://video.example.com/lesson-1.mp4',
    'Производная: практика,PRACTICE,2026-09-03 15:00,2,60,,',
  ].join('\n'),
  tasks: [
    'type,statement,options,match_items,correct,max_points,criteria,explanation',
    'SHORT,Найдите $\\sqrt{16}$,,,4|четыре,1,,Корень из 16 равен 4',
    'SINGLE,Сколько будет $2+2$?,3|4|5,,b,1,,',
    'MULTIPLE,Отметьте чётные числа,1|2|4,,b|c,2,,',
    'ORDER,Расположите по возрастанию,1|2|3,,,1,,',
    'MATCH,Сопоставьте функции и производные,2x|3x²,x²|x³,1=a|2=b,2,,',
    'EXTENDED,Докажите теорему Пифагора,,,,,Идея:2|Выкладки:3,',
  ].join('\n'),
};

export const sampleHref = (kind: ImportKind) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${SAMPLES[kind]}\n`)}`;
