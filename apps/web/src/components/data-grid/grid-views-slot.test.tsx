import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UrlScope } from '../../lib/url-state';
import { GridViewsProvider, GridViewsSlot } from './grid-views-slot';

const views = <button type="button">Views</button>;

describe('the grid toolbar slot the app fills with the Views menu', () => {
  afterEach(cleanup);

  it('draws the provided component', () => {
    render(
      <GridViewsProvider menu={views}>
        <GridViewsSlot />
      </GridViewsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Views' })).toBeTruthy();
  });

  it('draws nothing without a provider, or below a null one', () => {
    render(<GridViewsSlot />);
    expect(screen.queryByRole('button', { name: 'Views' })).toBeNull();
    cleanup();
    render(
      <GridViewsProvider menu={views}>
        <GridViewsProvider menu={null}>
          <GridViewsSlot />
        </GridViewsProvider>
      </GridViewsProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Views' })).toBeNull();
  });

  it('draws nothing where the view is out of the address (a popup), and again in a named scope', () => {
    render(
      <GridViewsProvider menu={views}>
        <UrlScope off>
          <GridViewsSlot />
        </UrlScope>
        <UrlScope prefix="events">
          <GridViewsSlot />
        </UrlScope>
      </GridViewsProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Views' })).toHaveLength(1);
  });
});
