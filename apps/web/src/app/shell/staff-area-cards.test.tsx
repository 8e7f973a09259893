import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CONSOLE_STAFF, ROLES, type Role } from '@school/contract';
import { AreaLinks } from '../../features/staff-dashboard/ui/area-links';
import { renderWithRouter } from '../../test/render';
import { SIDEBAR_ITEMS } from './sidebar-items';

/** The menu's console areas a role sees (every `staff…` item but the dashboard), as card keys. */
const menuAreas = (role: Role) =>
  SIDEBAR_ITEMS.filter(
    (item) => item.key.startsWith('staff') && item.key !== 'staffDashboard' && item.roles.includes(role),
  )
    .map((item) => item.key.slice('staff'.length).toLowerCase())
    .sort();

async function cardsOf(role: Role) {
  const view = await renderWithRouter(<AreaLinks role={role} />);
  const keys = screen
    .queryAllByTestId(/^staff-area-/)
    .map((card) => card.dataset.testid!.slice('staff-area-'.length))
    .sort();
  view.unmount();
  return keys;
}

// The dashboard's area cards (features/staff-dashboard) against this menu: one source of who opens what.
describe('AreaLinks (issue 16): each role sees exactly the areas it may open', () => {
  it.each([...CONSOLE_STAFF])('%s: the same areas as its menu', async (role) => {
    expect(await cardsOf(role)).toEqual(menuAreas(role));
  });

  it('gives the head moderator the moderators card and the administrator every area', async () => {
    expect(await cardsOf('HEAD_MODERATOR')).toEqual(['moderators']);
    expect(await cardsOf('MAIN_MANAGER_ROLE')).toEqual(
      ['accounts', 'audit', 'commerce', 'content', 'engagement', 'moderators', 'people'].sort(),
    );
  });

  it('shows nothing to roles without the console', async () => {
    for (const role of ROLES.filter((r) => !(CONSOLE_STAFF as readonly Role[]).includes(r))) {
      expect(await cardsOf(role)).toEqual([]);
    }
  });
});
