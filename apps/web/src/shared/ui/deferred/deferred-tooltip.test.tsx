import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DeferredTooltip } from './deferred-tooltip';

const link = () => screen.getByRole('link', { name: 'Уроки' });

describe('DeferredTooltip (issue 8: Floating UI only once someone interacts)', () => {
  it('keeps its target alone through a press, so the press’s click still lands on it, then wraps it once a keyboard is used', async () => {
    renderWithProviders(
      <DeferredTooltip label="Видеоуроки">
        <a href="/lessons">Уроки</a>
      </DeferredTooltip>,
    );
    const before = link();
    fireEvent.pointerDown(before, { pointerType: 'touch' });
    fireEvent.touchStart(before);
    expect(link()).toBe(before);

    fireEvent.keyDown(window, { key: 'Tab' });
    fireEvent.mouseEnter(await screen.findByRole('link', { name: 'Уроки' }));
    expect(link()).not.toBe(before);
  });

  it('shows a tooltip opened on purpose (a tap’s hint) without waiting for a mouse', async () => {
    renderWithProviders(
      <DeferredTooltip label="Продли подписку" opened>
        <button type="button">Курс</button>
      </DeferredTooltip>,
    );
    expect(await screen.findByText('Продли подписку')).toBeInTheDocument();
  });
});
