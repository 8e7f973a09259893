import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderWithRouter } from '../../../test/render';
import { config, pack, wire } from '../test-chat-styling';
import { StickerPicker } from './sticker-picker';

let answer: ReturnType<typeof config>;
let requests: string[];

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  requests = [];
  answer = config({ stickerPacks: [pack({ isPurchased: true })] });
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(new URL(input, 'http://localhost').pathname);
    return wire(answer);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('StickerPicker (for the chat composer)', () => {
  it('opens the owned packs’ stickers and hands the picked one over, closing itself', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    await renderWithRouter(<StickerPicker onPick={onPick} />);
    await user.click(await screen.findByRole('button', { name: 'Стикеры' }));
    const group = await screen.findByRole('group', { name: 'Набор «Эмоции»' });
    await user.click(within(group).getByRole('button', { name: 'Сердце' }));
    expect(onPick).toHaveBeenCalledWith({ id: 102, title: 'Сердце', url: '/stickers/moods/heart.svg' });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Набор «Эмоции»' })).toBeNull());
  });

  it('without packs it leads to the shop', async () => {
    answer = config();
    const user = userEvent.setup();
    await renderWithRouter(<StickerPicker onPick={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Стикеры' }));
    expect(await screen.findByText('У тебя пока нет стикеров')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В магазин стикеров' })).toHaveAttribute('href', '/loyalty/chat-styling');
  });

  it('renders nothing and asks nothing outside RU and KZ', async () => {
    setAppSettings({ ...TEST_SETTINGS, variant: 'ACADEMY' });
    await renderWithRouter(<StickerPicker onPick={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Стикеры' })).toBeNull();
    expect(requests).toEqual([]);
  });
});
