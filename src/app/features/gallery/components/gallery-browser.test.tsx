import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../testing/msw/server.js';
import { FORK_ID, galleryHandlers } from '../../../testing/msw/handlers/gallery.js';
import { renderApp } from '../../../testing/render.js';
import { GalleryBrowser } from './gallery-browser.js';

describe('gallery', () => {
  it('browses, searches and filters by source', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...galleryHandlers(queries));
    const { user } = renderApp(<GalleryBrowser />);
    const list = await screen.findByRole('list', { name: 'Gallery' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search the gallery' }), 'azure');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Gallery' })).getAllByRole('listitem')).toHaveLength(1));
    expect(queries.at(-1)?.get('q')).toBe('azure');
    await user.click(screen.getByRole('radio', { name: 'Library' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
    expect(queries.at(-1)?.get('source')).toBe('library');
  });

  it('Fork copies the diagram and opens the copy', async () => {
    server.use(...galleryHandlers());
    const { user } = renderApp(<GalleryBrowser />);
    const card = (await screen.findByText('AWS web shop in three tiers')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Fork' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/d/${FORK_ID}`));
  });
});
