import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import type { AnswerTransport } from './answer-sync';

/** The homework API as the answer queue uses it. */
export const apiTransport: AnswerTransport = {
  save: (homeworkId, { taskId, value, revision }) =>
    call(contract.homework.saveAnswer, { params: { id: homeworkId, taskId }, body: { value, revision } }),
  submit: (homeworkId, answers) =>
    call(contract.homework.submit, {
      params: { id: homeworkId },
      body: { answers: answers.map(({ taskId, value, revision }) => ({ taskId, value, revision })) },
    }),
};
