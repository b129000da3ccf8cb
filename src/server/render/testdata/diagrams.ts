/** Small draw.io documents the render tests share. */

const cell = (id: string, value: string, style: string, x: number, y: number, w = 120, h = 60, extra = '') =>
  `<mxCell id="${id}" value="${value}" style="${style}" vertex="1" parent="1"${extra}><mxGeometry x="${x}" y="${y}" width="${w}" height="${h}" as="geometry"/></mxCell>`;

export const model = (cells: string) =>
  `<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${cells}</root></mxGraphModel>`;

/** A box, an AWS stencil icon and a draw.io package image. */
export const SIMPLE = model(
  cell('a', 'Web &lt;b&gt;tier&lt;/b&gt;', 'rounded=1;whiteSpace=wrap;html=1;', 20, 20) +
    cell('b', 'Bucket', 'sketch=0;outlineConnect=0;fontColor=#232F3E;fillColor=#7AA116;strokeColor=#ffffff;dashed=0;verticalLabelPosition=bottom;verticalAlign=top;align=center;html=1;fontSize=12;shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.s3;', 200, 20, 60, 60) +
    cell('c', 'Function', 'aspect=fixed;html=1;points=[];align=center;image;fontSize=12;image=img/lib/azure2/compute/Function_Apps.svg;', 320, 20, 64, 56),
);

/** Two pages, the second compressed as draw.io writes it (deflate-raw + base64 of the URI-encoded XML). */
export function twoPages(compressedSecondPage: string): string {
  return `<mxfile><diagram id="p1" name="First">${model(cell('x', 'First page', 'rounded=0;html=1;', 0, 0))}</diagram>` +
    `<diagram id="p2" name="Second">${compressedSecondPage}</diagram></mxfile>`;
}

export const SECOND_PAGE_XML = model(cell('y', 'Second page', 'ellipse;html=1;', 0, 0, 200, 100));

/** A grid of n labelled boxes joined in a chain: load for timing and responsiveness tests. */
export function grid(n: number): string {
  let cells = '';
  for (let i = 0; i < n; i++) {
    cells += cell(`n${i}`, `Service ${i}&lt;br&gt;tier ${i % 3}`, 'rounded=1;whiteSpace=wrap;html=1;', (i % 10) * 160, Math.floor(i / 10) * 100);
    if (i > 0) cells += `<mxCell id="e${i}" style="edgeStyle=orthogonalEdgeStyle;html=1;" edge="1" parent="1" source="n${i - 1}" target="n${i}"><mxGeometry relative="1" as="geometry"/></mxCell>`;
  }
  return model(cells);
}
