import { describe, expect, it } from 'vitest';
import { addTask, draftErrors, emptyDraft, maxScoreOf, moveTask, removeTask, toInput, TASKS_MAX } from './work-draft';
import { bankTask } from '../test-works';

describe('a personal work being built', () => {
  it('adds a task once, removes it, and keeps the order the tutor sets', () => {
    let draft = emptyDraft();
    draft = addTask(addTask(addTask(draft, bankTask(1)), bankTask(2)), bankTask(1));
    draft = addTask(draft, bankTask(3, { maxPoints: 2 }));
    expect(draft.tasks.map((task) => task.id)).toEqual([1, 2, 3]);
    expect(maxScoreOf(draft)).toBe(4);
    expect(moveTask(draft, 2, -1).tasks.map((task) => task.id)).toEqual([1, 3, 2]);
    expect(moveTask(draft, 0, -1)).toBe(draft);
    expect(moveTask(draft, 2, 1)).toBe(draft);
    expect(removeTask(draft, 2).tasks.map((task) => task.id)).toEqual([1, 3]);
  });

  it('stops at the contract’s 50 tasks', () => {
    let draft = emptyDraft();
    for (let id = 1; id <= TASKS_MAX + 3; id += 1) draft = addTask(draft, bankTask(id));
    expect(draft.tasks).toHaveLength(TASKS_MAX);
  });

  it('names what is missing and sends trimmed fields with the task ids in order', () => {
    expect(draftErrors(emptyDraft())).toEqual({
      title: 'personalWorks.editor.titleRequired',
      classType: 'personalWorks.editor.subjectRequired',
      tasks: 'personalWorks.editor.tasksRequired',
    });
    const draft = {
      ...emptyDraft(),
      title: '  Производная  ',
      description: ' Повторить правила ',
      classType: 2,
      timeLimitMinutes: 0,
      tasks: [bankTask(5), bankTask(4)],
    };
    expect(draftErrors(draft)).toEqual({ timeLimitMinutes: 'personalWorks.editor.timerRange' });
    expect(toInput({ ...draft, timeLimitMinutes: 45 })).toEqual({
      title: 'Производная',
      description: 'Повторить правила',
      classType: 2,
      timeLimitMinutes: 45,
      tasks: [5, 4],
    });
  });
});
