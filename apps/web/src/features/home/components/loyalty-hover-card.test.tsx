import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render';
import { LoyaltyHoverCard } from './loyalty-hover-card';

const card = (
  <LoyaltyHoverCard text="home.loyalty.umcoins">
    <span>Умкоины 320</span>
  </LoyaltyHoverCard>
);

describe('LoyaltyHoverCard (spec 1 §2)', () => {
  it('hovering the currency shows the card with a link to the loyalty program', async () => {
    const user = userEvent.setup();
    await renderWithRouter(card, { path: '/home' });
    expect(screen.queryByText('Программа лояльности')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Умкоины 320' }));
    expect(await screen.findByText('Программа лояльности')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои награды и уровень' })).toHaveAttribute('href', '/loyalty');
  });

  it('a tap opens it (phones have no hover) and a second tap closes it', async () => {
    const user = userEvent.setup();
    await renderWithRouter(card, { path: '/home' });
    // The card's code loads on the first tap, and the cell is rendered anew inside it: ask for it each time.
    const cell = () => screen.getByRole('button', { name: 'Умкоины 320' });
    // A touch is a click without a hover that stays.
    await user.pointer([{ keys: '[TouchA]', target: cell() }]);
    expect(await screen.findByRole('link', { name: 'Мои награды и уровень' })).toBeInTheDocument();
    expect(cell()).toHaveAttribute('aria-expanded', 'true');
    await user.pointer([{ keys: '[TouchA]', target: cell() }]);
    await waitFor(() => expect(cell()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('the keyboard reaches the link: focus opens the card, Tab moves onto the link and keeps it open', async () => {
    const user = userEvent.setup();
    await renderWithRouter(card, { path: '/home' });
    await user.tab();
    const link = await screen.findByRole('link', { name: 'Мои награды и уровень' });
    await user.tab();
    expect(link).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Умкоины 320' })).toHaveAttribute('aria-expanded', 'true');
  });
});
