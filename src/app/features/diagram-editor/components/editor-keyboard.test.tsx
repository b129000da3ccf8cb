import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw/server.js';
import { API } from '../../../testing/msw/http.js';
import { DIAGRAM_ID, WARNINGS, diagram, score } from '../../../testing/msw/fixtures.js';
import { fakeDrawio } from '../../../testing/fake-drawio.js';
import { renderApp } from '../../../testing/render.js';
import { EditorPage } from './editor-page.js';

const XML_2 = '<mxfile><diagram id="p"><mxGraphModel><root><mxCell id="0"/><mxCell id="waf"/></root></mxGraphModel></diagram></mxfile>';

function openEditor() {
  return renderApp(<EditorPage diagramId={DIAGRAM_ID} />, { path: '/d/:id', route: `/d/${DIAGRAM_ID}` });
}

describe('keyboard focus in the editor', () => {
  it('after Fix, focus is on the review, not lost with the removed button', async () => {
    const drawio = fakeDrawio();
    server.use(http.post(`${API}/diagrams/:id/fix`, () => HttpResponse.json(diagram({ xml: XML_2, warnings: WARNINGS.slice(1), score: score(70, 2), version_number: 2 }))));
    const { user } = openEditor();
    const fixes = await screen.findAllByRole('button', { name: 'Fix' });
    fixes[0]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(drawio.loads.at(-1)).toBe(XML_2));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review' })));
  });

  it('F6 in the editor moves focus to the review; Shift+F6 to the toolbar', async () => {
    const drawio = fakeDrawio();
    openEditor();
    await screen.findAllByRole('button', { name: 'Fix' });
    drawio.leave();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review' })));
    drawio.leave(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename diagram' })));
  });
});
