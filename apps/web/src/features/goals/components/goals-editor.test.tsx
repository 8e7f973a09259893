import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { EducationGoal } from '@school/contract';
import { snakeKeys } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderWithProviders } from '../../../test/render';
import { GoalsEditor } from './goals-editor';

const goal = (id: number, title: string, overrides: Partial<EducationGoal> = {}): EducationGoal => ({
  classType: { id, title },
  goal: 70,
  goalSettings: { maxPoints: 100, step: 1, defaultPoints: 70 },
  currentResult: null,
  isPriority: false,
  countedSum: 140,
  ...overrides,
});
const GOALS = [goal(1, 'Математика'), goal(2, 'Физика')];

let status = 200;
let sent: unknown;
let toasts: MockInstance<typeof notifications.show>;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('id');
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input !== '/api/umits/individual-program/v1/goals/' || init?.method !== 'PATCH')
      return new Response(null, { status: 404 });
    sent = JSON.parse(String(init.body));
    if (status !== 200) return Response.json({ type: 'server_error', errors: [] }, { status });
    return Response.json(snakeKeys(GOALS.map((item, index) => ({ ...item, isPriority: index === 0 }))));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  status = 200;
});

describe('the goals step of the individual program (spec 1 §2, §4)', () => {
  it("keeps 'to study' disabled until a priority subject is chosen, then saves and locks the sliders", async () => {
    const onSaved = vi.fn();
    renderWithProviders(<GoalsEditor goals={GOALS} onSaved={onSaved} />);
    const study = screen.getByRole('button', { name: 'К учёбе' });
    expect(study).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Приоритет: Физика' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Приоритет: Математика' }));
    expect(screen.getByRole('switch', { name: 'Приоритет: Физика' })).not.toBeChecked();
    expect(screen.getByText('Сумма целей: 140 баллов')).toBeInTheDocument();
    await userEvent.click(study);

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      { class_type: 1, goal: 70, current_result: 0, is_priority: true },
      { class_type: 2, goal: 70, current_result: 0, is_priority: false },
    ]);
    // Spec 1 §4: the sliders lock once saved; 'edit' unlocks them.
    const locked = () => document.querySelectorAll('.mantine-RangeSlider-track[data-disabled]').length;
    expect(locked()).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(locked()).toBe(0);
  });

  it("shows the spec's toast when the goals cannot be saved", async () => {
    status = 500;
    const onSaved = vi.fn();
    renderWithProviders(<GoalsEditor goals={[goal(1, 'Математика')]} onSaved={onSaved} />);
    // One goal and no priority: it became the priority, so 'to study' is enabled.
    await userEvent.click(screen.getByRole('button', { name: 'К учёбе' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'Не удалось загрузить настройки индивидуальной образовательной траектории',
        }),
      ),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
