import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RenameVersionRequestSchema, UpdateDiagramRequestSchema, type UpdateDiagramRequest, type VersionSummary } from '../../../../shared/contract/index.js';
import { server } from '../../../testing/msw/server.js';
import { API } from '../../../testing/msw/http.js';
import { DIAGRAM_ID, VERSION_IDS, diagram, houseError, version } from '../../../testing/msw/fixtures.js';
import { fakeDrawio } from '../../../testing/fake-drawio.js';
import { renderApp } from '../../../testing/render.js';
import { EditorPage } from './editor-page.js';

function openEditor() {
  return renderApp(<EditorPage diagramId={DIAGRAM_ID} />, { path: '/d/:id', route: `/d/${DIAGRAM_ID}` });
}

/** Two versions on the server; PATCHes of a version's name are recorded and kept. */
function versionsWithNames() {
  const items: VersionSummary[] = [version(1, false, 'A three-tier web app'), version(2, true, 'Edited in the editor')];
  const renames: unknown[] = [];
  server.use(
    http.get(`${API}/diagrams/:id`, () => HttpResponse.json(diagram({ version_number: 2, version_id: VERSION_IDS[1] }))),
    http.get(`${API}/diagrams/:id/versions`, () => HttpResponse.json({ items, has_more: false, next_cursor: null })),
    http.patch(`${API}/diagrams/:id/versions/:vid`, async ({ params, request }) => {
      const body = RenameVersionRequestSchema.parse(await request.json());
      renames.push(body);
      const i = items.findIndex((v) => v.id === params['vid']);
      items[i] = { ...items[i]!, name: body.name };
      return HttpResponse.json(items[i]);
    }),
  );
  return { items, renames };
}

describe('naming versions', () => {
  it('names a version with the keyboard only: Enter opens the field, Enter saves, focus returns to the button', async () => {
    fakeDrawio();
    const srv = versionsWithNames();
    const { user } = openEditor();
    const name = await screen.findByRole('button', { name: 'Name version 2' });
    name.focus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Name of version 2' });
    expect(document.activeElement).toBe(field);
    await user.keyboard('Before the security review{Enter}');
    const rename = await screen.findByRole('button', { name: 'Rename version 2' });
    await waitFor(() => expect(document.activeElement).toBe(rename));
    expect(srv.renames).toEqual([{ name: 'Before the security review' }]);
    const row = screen.getAllByRole('listitem').find((li) => within(li).queryByText('Version 2'))!;
    expect(within(row).getByText('Before the security review')).toBeTruthy();
  });

  it('Escape leaves the name as it was; an emptied name clears it; a refused name shows why', async () => {
    fakeDrawio();
    const srv = versionsWithNames();
    srv.items[0] = { ...srv.items[0]!, name: 'First draft' };
    const { user } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Rename version 1' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Name of version 1' })).toBeNull();
    expect(srv.renames).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename version 1' }));

    await user.keyboard('{Enter}');
    await user.clear(screen.getByRole('textbox', { name: 'Name of version 1' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Name version 1' });
    expect(srv.renames).toEqual([{ name: null }]);
    expect(screen.queryByText('First draft')).toBeNull();

    server.use(http.patch(`${API}/diagrams/:id/versions/:vid`, () => HttpResponse.json(houseError('VALIDATION_ERROR', 'The name is too long.'), { status: 422 })));
    await user.click(screen.getByRole('button', { name: 'Name version 1' }));
    await user.keyboard('Launch{Enter}');
    expect((await screen.findByRole('alert')).textContent).toMatch(/too long/);
    expect(screen.getByRole('textbox', { name: 'Name of version 1' })).toBeTruthy();
  });
});

describe('editing bursts', () => {
  it('each save sends the version and revision it started from, so saves of one burst update one version without a false conflict', async () => {
    const drawio = fakeDrawio();
    let current = diagram({ version_number: 1, version_revision: 0 });
    const bodies: UpdateDiagramRequest[] = [];
    server.use(
      http.get(`${API}/diagrams/:id`, () => HttpResponse.json(current)),
      http.patch(`${API}/diagrams/:id`, async ({ request }) => {
        const body = UpdateDiagramRequestSchema.parse(await request.json());
        bodies.push(body);
        // Like the server: version 1 was generated, later saves of the burst update version 2.
        current =
          current.version_number === 1
            ? diagram({ xml: body.xml, version_number: 2, version_revision: 0 })
            : diagram({ xml: body.xml, version_number: 2, version_revision: (current.version_revision ?? 0) + 1 });
        return HttpResponse.json({ id: DIAGRAM_ID, title: current.title, is_public: false, created_at: current.created_at });
      }),
    );
    openEditor();
    await waitFor(() => expect(drawio.loads).toHaveLength(1));
    const status = () => screen.getByTestId('editor.save-status').dataset.state;
    for (const n of [1, 2, 3]) {
      drawio.autosave(`<mxfile><diagram id="p"><mxGraphModel><root><mxCell id="0"/><mxCell id="c${n}"/></root></mxGraphModel></diagram></mxfile>`);
      await waitFor(() => expect(bodies).toHaveLength(n), { timeout: 4000 });
      await waitFor(() => expect(status()).toBe('saved'), { timeout: 4000 });
    }
    expect(bodies.map((b) => [b.base_version, b.base_revision])).toEqual([
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
    expect(screen.queryByRole('button', { name: /keep mine/i })).toBeNull();
  });
});
