import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DiagramSummary } from '../../../../shared/contract/index.js';
import { server } from '../../../testing/msw/server.js';
import { API } from '../../../testing/msw/http.js';
import { renderApp } from '../../../testing/render.js';
import { DiagramsTable } from './diagrams-table.js';

const item = (n: number, title: string, provider: string): DiagramSummary => ({
  id: `d1a90000-0000-4000-8000-00000000000${n}`,
  title,
  cloud_provider: provider,
  diagram_type: 'architecture',
  is_public: false,
  created_at: '2026-08-01T00:00:00.000Z',
  updated_at: '2026-08-02T00:00:00.000Z',
});

describe('your diagrams', () => {
  it('lists, searches, opens and deletes', async () => {
    let items = [{ ...item(1, 'Bookstore on AWS', 'aws'), version_id: 'f0e1d2c3-0000-4000-8000-000000000001' }, item(2, 'Orders on Azure', 'azure')];
    const deleted: string[] = [];
    server.use(
      http.get(`${API}/diagrams`, () => HttpResponse.json({ items, has_more: false, next_cursor: null })),
      http.delete(`${API}/diagrams/:id`, ({ params }) => {
        deleted.push(String(params.id));
        items = items.filter((d) => d.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp(<DiagramsTable />);
    expect(await screen.findByRole('link', { name: 'Bookstore on AWS' })).toBeTruthy();
    expect(screen.getByTestId('diagrams.preview').getAttribute('src')).toBe(`/api/v2/diagrams/${item(1, '', '').id}/export?format=svg&version_id=f0e1d2c3-0000-4000-8000-000000000001`);
    await user.type(screen.getByRole('searchbox', { name: 'Search diagrams' }), 'azure');
    expect(screen.queryByRole('link', { name: 'Bookstore on AWS' })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search diagrams' }));
    await user.click(screen.getByRole('button', { name: 'Delete Orders on Azure' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Orders on Azure' })).toBeNull());
    expect(deleted).toEqual([item(2, '', '').id]);
    await user.click(screen.getByRole('link', { name: 'Bookstore on AWS' }));
    expect(screen.getByTestId('location').textContent).toBe(`/d/${item(1, '', '').id}`);
  });

  it('puts the last changed first, sorts by title on request, and tells same-titled diagrams apart', async () => {
    const items = [
      { ...item(1, 'Web app', 'aws'), created_at: '2026-08-01T00:00:00.000Z', updated_at: '2026-08-01T00:00:00.000Z', version_number: 1 },
      { ...item(2, 'Analytics', 'gcp'), created_at: '2026-08-03T00:00:00.000Z', updated_at: '2026-08-03T00:00:00.000Z' },
      { ...item(3, 'Web app', 'aws'), created_at: '2026-07-01T00:00:00.000Z', updated_at: '2026-08-05T00:00:00.000Z', version_number: 4 },
    ];
    server.use(http.get(`${API}/diagrams`, () => HttpResponse.json({ items, has_more: false, next_cursor: null })));
    const { user } = renderApp(<DiagramsTable />);
    await screen.findAllByRole('link', { name: 'Web app' });
    const order = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(order()).toEqual([3, 2, 1].map((n) => `/d/${item(n, '', '').id}`));
    const notes = screen.getAllByTestId('diagrams.disambiguation').map((n) => n.textContent);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toContain('version 4');
    expect(notes[0]).not.toBe(notes[1]);
    // Previews are the SVG export of the version listed (cacheable); none without a version id.
    expect(screen.queryAllByTestId('diagrams.preview')).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'title');
    expect(order()).toEqual([2, 3, 1].map((n) => `/d/${item(n, '', '').id}`));
  });
});
