import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../test/render';
import { PageBreadcrumbs } from './page-breadcrumbs';

describe('breadcrumbs (spec 1 §2: from route metadata)', () => {
  it('links the pages above and names the current one without a link', async () => {
    await renderWithRouter(
      <PageBreadcrumbs
        items={[
          { title: 'routes.home', to: '/home' },
          { title: 'routes.managerCustomers', to: '/customers?role=student' },
        ]}
        current="routes.outbox"
      />,
      { path: '/somewhere' },
    );
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Главная', '/home'],
      ['Клиенты', '/customers?role=student'],
    ]);
    const current = within(nav).getByText('Исходящие сообщения');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('renders nothing for a route without breadcrumbs', async () => {
    await renderWithRouter(<PageBreadcrumbs items={undefined} current="routes.home" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
