import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UpdateDiagramRequestSchema, type DiagramOut } from '../../../../shared/contract/index.js';
import { server } from '../../../testing/msw/server.js';
import { API } from '../../../testing/msw/http.js';
import { DIAGRAM_ID, WARNINGS, diagram, houseError, score } from '../../../testing/msw/fixtures.js';
import { fakeDrawio } from '../../../testing/fake-drawio.js';
import { renderApp } from '../../../testing/render.js';
import { EditorPage } from './editor-page.js';

const MINE = '<mxfile><diagram id="p"><mxGraphModel><root><mxCell id="0"/><mxCell id="mine" value="Moved by me"/></root></mxGraphModel></diagram></mxfile>';
const THEIRS = '<mxfile><diagram id="p"><mxGraphModel><root><mxCell id="0"/><mxCell id="theirs" value="Saved elsewhere"/></root></mxGraphModel></diagram></mxfile>';

/** The server's current diagram, changed by the test as the story goes on; PATCHes are recorded. */
function serverDiagram(initial: DiagramOut) {
  const state = { current: initial, patches: [] as string[] };
  server.use(
    http.get(`${API}/diagrams/:id`, () => HttpResponse.json(state.current)),
    http.patch(`${API}/diagrams/:id`, async ({ request }) => {
      const body = UpdateDiagramRequestSchema.parse(await request.json());
      state.patches.push(body.xml ?? '');
      const n = (state.current.version_number ?? 1) + 1;
      state.current = diagram({ xml: body.xml, version_number: n, warnings: WARNINGS.slice(1), score: score(80, 2) });
      return HttpResponse.json({ id: DIAGRAM_ID, title: state.current.title, is_public: false, created_at: state.current.created_at });
    }),
  );
  return state;
}

function openEditor() {
  return renderApp(<EditorPage diagramId={DIAGRAM_ID} />, { path: '/d/:id', route: `/d/${DIAGRAM_ID}` });
}

describe('saving canvas edits', () => {
  it('saves a canvas change as a new version (PATCH xml) and refreshes the review without reloading the canvas', async () => {
    const drawio = fakeDrawio();
    const srv = serverDiagram(diagram());
    openEditor();
    await screen.findByLabelText('Score 62 out of 100');
    await waitFor(() => expect(drawio.loads).toHaveLength(1));
    drawio.autosave(MINE);
    expect(await screen.findByText('Saving…')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('editor.save-status').dataset.state).toBe('saved'), { timeout: 4000 });
    expect(srv.patches).toEqual([MINE]);
    expect(screen.getByLabelText('Score 80 out of 100')).toBeTruthy();
    expect(screen.queryByText('Traffic to the ALB is not encrypted in transit.')).toBeNull();
    expect(drawio.loads).toHaveLength(1);
  });

  it('many quick changes make one save of the last document', async () => {
    const drawio = fakeDrawio();
    const srv = serverDiagram(diagram());
    openEditor();
    await screen.findByLabelText('Score 62 out of 100');
    drawio.autosave('<mxfile>1</mxfile>');
    drawio.autosave('<mxfile>2</mxfile>');
    drawio.autosave(MINE);
    await waitFor(() => expect(screen.getByTestId('editor.save-status').dataset.state).toBe('saved'), { timeout: 4000 });
    expect(srv.patches).toEqual([MINE]);
  });

  it('someone else saved meanwhile: nothing is overwritten, local work is kept, "Keep mine" saves it on top', async () => {
    const drawio = fakeDrawio();
    const srv = serverDiagram(diagram());
    const { user } = openEditor();
    await screen.findByLabelText('Score 62 out of 100');
    srv.current = diagram({ xml: THEIRS, version_number: 2 });
    drawio.autosave(MINE);
    const banner = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(banner.textContent).toContain('This diagram was changed elsewhere (now version 2)');
    expect(srv.patches).toEqual([]);
    expect(drawio.loads.at(-1)).not.toBe(THEIRS);
    await user.click(within(banner).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(srv.patches).toEqual([MINE]);
    expect(screen.getByTestId('editor.save-status').dataset.state).toBe('saved');
  });

  it('"Load theirs" drops the local change and shows the server version', async () => {
    const drawio = fakeDrawio();
    const srv = serverDiagram(diagram());
    const { user } = openEditor();
    await screen.findByLabelText('Score 62 out of 100');
    srv.current = diagram({ xml: THEIRS, version_number: 2 });
    drawio.autosave(MINE);
    const banner = await screen.findByRole('alert', {}, { timeout: 4000 });
    await user.click(within(banner).getByRole('button', { name: 'Load theirs' }));
    await waitFor(() => expect(drawio.loads.at(-1)).toBe(THEIRS));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(srv.patches).toEqual([]);
  });

  it('a 409 VERSION_CONFLICT from the server is a conflict too, not an error', async () => {
    const drawio = fakeDrawio();
    server.use(http.patch(`${API}/diagrams/:id`, () => HttpResponse.json(houseError('VERSION_CONFLICT', 'Newer version exists.'), { status: 409 })));
    openEditor();
    await screen.findByLabelText('Score 62 out of 100');
    drawio.autosave(MINE);
    const banner = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(banner).getByRole('button', { name: 'Keep mine' })).toBeTruthy();
  });
});
