import { Checkbox, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, LevelTestQuestion } from '@school/contract';
import { plainText } from '../../../shared/homework/formulas';
import { RichHtml } from '../../../shared/homework/rich-html';
import '../i18n';

interface Props {
  question: LevelTestQuestion;
  value: AnswerValue | null;
  onChange: (value: AnswerValue | null) => void;
}

/** One question of a placement test: its statement and the input of its type. */
export function QuestionStep({ question, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <RichHtml html={question.statementHtml} fz="lg" />
      {question.type === 'SHORT' && (
        <TextInput
          label={t('levelTests.test.shortLabel')}
          placeholder={t('levelTests.test.shortPlaceholder')}
          size="md"
          autoComplete="off"
          value={value?.type === 'SHORT' ? value.text : ''}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onChange(text.trim() === '' ? null : { type: 'SHORT', text });
          }}
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      )}
      {question.type === 'SINGLE' && (
        <Radio.Group
          label={t('levelTests.test.choiceLabel')}
          value={value?.type === 'SINGLE' ? value.choice : null}
          onChange={(choice) => onChange({ type: 'SINGLE', choice })}
        >
          <Stack gap="sm" mt="xs">
            {question.options.map((option) => (
              <Radio
                key={option.id}
                value={option.id}
                aria-label={plainText(option.html)}
                label={<RichHtml html={option.html} inline />}
                size="md"
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {question.type === 'MULTIPLE' && (
        <Checkbox.Group
          label={t('levelTests.test.choicesLabel')}
          value={value?.type === 'MULTIPLE' ? value.choices : []}
          onChange={(choices) => onChange(choices.length ? { type: 'MULTIPLE', choices } : null)}
        >
          <Stack gap="sm" mt="xs">
            {question.options.map((option) => (
              <Checkbox
                key={option.id}
                value={option.id}
                aria-label={plainText(option.html)}
                label={<RichHtml html={option.html} inline />}
                size="md"
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
