import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_STEPS } from '@school/contract';
import { renderWithProviders } from '../../test/render';
import { stubApi, type Sent } from '../../test/stub-api';
import { registerOverlay } from '../../shared/overlays/overlay-gate';
import { OnboardingSlot } from './onboarding-slot';

const profile = (done: string[] = []) => ({
  id: 7,
  onboardingState: Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, done.includes(step)])),
});

const added: Element[] = [];

/** The home's marked elements, laid out (jsdom lays nothing out). */
function homeAnchors(steps: string[]) {
  for (const step of steps) {
    const element = document.createElement('section');
    element.setAttribute('data-onboarding', step);
    element.getBoundingClientRect = () => ({ top: 100, left: 100, bottom: 140, width: 200, height: 40 }) as DOMRect;
    document.body.append(element);
    added.push(element);
  }
}

const HOME = [
  'continueLearning',
  'achievementsAndLevels',
  'currencyOnPlatform',
  'practiceTrainer',
  'platformSelect',
  'coupons',
];

let sent: Sent[];
beforeEach(() => {
  sent = stubApi({
    'GET /v2/core/users/profile/': profile(),
    'PATCH /core/users/onboarding-state/': (request: Sent) =>
      new Response(JSON.stringify(request.body), { headers: { 'content-type': 'application/json' } }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const element of added.splice(0)) element.remove();
});

const patches = () => sent.filter((request) => request.method === 'PATCH');

describe('the onboarding slot (spec 3 §2, §4)', () => {
  it('walks a chain: progress, further, its_clear, each completion saved with the whole map', async () => {
    homeAnchors(HOME);
    renderWithProviders(<OnboardingSlot />);
    const user = userEvent.setup();
    expect(await screen.findByText('Продолжай обучение')).toBeInTheDocument();
    expect(screen.getByText('1/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Достижения и уровни')).toBeInTheDocument();
    expect(screen.getByText('2/4')).toBeInTheDocument();
    await waitFor(() => expect(patches()).toHaveLength(1));
    const body = patches()[0]!.body as { onboarding_state: Record<string, boolean> };
    expect(Object.keys(body.onboarding_state)).toHaveLength(32);
    expect(body.onboarding_state.continue_learning).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(await screen.findByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('4/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(await screen.findByText('Другие платформы')).toBeInTheDocument();
  });

  it('closing stops the chain: its next step does not show on this page', async () => {
    sent = stubApi({
      'GET /v2/core/users/profile/': profile([
        'continueLearning',
        'achievementsAndLevels',
        'currencyOnPlatform',
        'practiceTrainer',
      ]),
      'PATCH /core/users/onboarding-state/': {},
    });
    homeAnchors(HOME);
    renderWithProviders(<OnboardingSlot />);
    const user = userEvent.setup();
    expect(await screen.findByText('Другие платформы')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Закрыть подсказку' }));
    await waitFor(() => expect(screen.queryByTestId('onboarding-tooltip')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(screen.queryByText('Промокоды')).toBeNull();
    expect((patches()[0]!.body as { onboarding_state: Record<string, boolean> }).onboarding_state.platform_select).toBe(
      true,
    );
  });

  it('waits while the overlay gate puts a higher overlay first (a corner poll, not modal)', async () => {
    const poll = document.createElement('aside');
    document.body.append(poll);
    const off = registerOverlay('cornerPoll');
    homeAnchors(HOME);
    renderWithProviders(<OnboardingSlot />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('onboarding-tooltip')).toBeNull();
    // The poll leaves the gate and the page together.
    off();
    poll.remove();
    expect(await screen.findByText('Продолжай обучение')).toBeInTheDocument();
  });

  it('waits while a modal dialog is open in the page', async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    homeAnchors(HOME);
    renderWithProviders(<OnboardingSlot />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('onboarding-tooltip')).toBeNull();
    dialog.remove();
    expect(await screen.findByText('Продолжай обучение')).toBeInTheDocument();
  });
});
