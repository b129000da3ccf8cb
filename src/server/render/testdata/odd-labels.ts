/**
 * Diagrams that reach the corners of draw.io's label and shape code: rich and malformed label
 * markup, plain-text labels with backgrounds, rotation, sketch style, tables, swimlanes, inline
 * stencils, placeholders, math and web fonts. The light path must draw them as draw.io does.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

const VERTICES: Array<[string, string]> = [
  ['<b>Bold</b> <i>it</i> <u>under</u> <strike>strike</strike><br><font face="Courier New" size="5" color="#ff0000">font tag</font>', 'rounded=1;whiteSpace=wrap;html=1;'],
  ['<ul><li>one</li><li>two</li></ul><ol><li>a</li></ol>', 'text;html=1;whiteSpace=wrap;align=left;'],
  ['<table border="1"><tr><td>a</td><td>b</td></tr><tr><td colspan="2">c</td></tr></table>', 'text;html=1;overflow=fill;'],
  ['<h1>Title</h1><p style="margin: 0">para<div>block in p</div></p><hr><pre>\ncode  x</pre>', 'text;html=1;whiteSpace=wrap;overflow=hidden;'],
  ['<b>mis<i>nested</b> tags</i> &eacute;&mdash;&#150; <!-- note --> a < b & c', 'html=1;whiteSpace=wrap;'],
  ['  leading spaces and <svg><circle r="3"/></svg> svg', 'html=1;'],
  ['Plain text label with background', 'text;html=0;labelBackgroundColor=#ffff00;labelBorderColor=#ff0000;'],
  ['Rotated', 'rounded=0;html=1;rotation=45;'],
  ['Vertical', 'rounded=0;html=1;horizontal=0;'],
  ['<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==" width="16" height="16"> image', 'html=1;'],
  ['', 'shape=image;image=data:image/svg+xml,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMCIgaGVpZ2h0PSIxMCI+PHJlY3Qgd2lkdGg9IjEwIiBoZWlnaHQ9IjEwIiBmaWxsPSJyZWQiLz48L3N2Zz4=;'],
  ['Sketch', 'rounded=1;whiteSpace=wrap;html=1;sketch=1;fillColor=#dae8fc;'],
  ['Swimlane', 'swimlane;html=1;startSize=23;'],
  ['Double', 'ellipse;shape=doubleEllipse;html=1;shadow=1;'],
  ['Process', 'shape=process;whiteSpace=wrap;html=1;gradientColor=#7ea6e0;fillColor=#dae8fc;'],
  ['Cloud', 'ellipse;shape=cloud;whiteSpace=wrap;html=1;dashed=1;'],
  ['Overflow fill label that is long enough to wrap around', 'html=1;whiteSpace=wrap;overflow=fill;'],
  ['Width overflow', 'html=1;overflow=width;'],
  ['Label position', 'html=1;labelPosition=left;verticalLabelPosition=top;align=right;verticalAlign=bottom;'],
  ['Note', 'shape=note;whiteSpace=wrap;html=1;backgroundOutline=1;darkOpacity=0.05;'],
  ['Inline stencil', 'shape=stencil(tZRNT8MwDIZ/Ta4oaW19HFGBI5eFiNn0D6a1jUm2Bl7b/HuSOl02KUAcDpU/XvlJbNqcVs0AapmJjD0fnPIQ3Sg6zp2TvgbWZ0Qbq41ZKa0o6VyhlrGGjGE9PUxZIwQpEBYUZ6K8MjG0NVWe/8R/U+lhVL4l7A7zcD9ww3E+NvOUtGhDJRYwyfvB+WplyZl3ZJX9wN1DaKdxUxHJxJUrbvzBQhLTXHwLQjgmP7FzoLjtcQb9tg8JwcMCW+LeDfyLuhfYT9ueYkfKTk/3fA3yFXOnDHiuzN8MeqjNnWqAEKKsmlqzZX0ueQt1xZxHjk7pe7WiKNSBmKeGGG2Ll4a+k7dfXLl+zQ1D+u4nxHSDjK5Hd9/V7nZ4ZIfPGSN23cM2xDOpfaxeyP4DSqvCfWYCTd9nw/vwJ+1vHYmU7Q4Ql9U+TXmG6p8zQP28zP4kKa4fY9bt3Hl6v9tH+J9j+v/yq37z/5r/U8v1CqTq3/r2bL7RQ==);whiteSpace=wrap;html=1;'],
  ['A', 'rounded=0;html=1;'],
  ['B', 'rounded=0;html=1;'],
];

/** One page with every case above, edges with labels, a placeholder object, a group, a table. */
export function oddDiagram(): string {
  const cells = VERTICES.map(([value, style], i) =>
    `<mxCell id="c${i}" value="${esc(value)}" style="${style}" vertex="1" parent="1"><mxGeometry x="${(i % 6) * 170}" y="${Math.floor(i / 6) * 130}" width="${style.startsWith('swimlane') ? 160 : 130}" height="70" as="geometry"/></mxCell>`);
  const last = VERTICES.length;
  cells.push(
    `<mxCell id="e1" value="edge &lt;b&gt;label&lt;/b&gt;" style="edgeStyle=orthogonalEdgeStyle;rounded=1;html=1;endArrow=classic;startArrow=diamond;jumpStyle=arc;labelBackgroundColor=#ffffff;" edge="1" parent="1" source="c${last - 2}" target="c${last - 1}"><mxGeometry relative="1" as="geometry"/></mxCell>`,
    '<mxCell id="e2" value="curved" style="curved=1;html=0;endArrow=open;dashed=1;" edge="1" parent="1" source="c1" target="c4"><mxGeometry relative="1" as="geometry"><Array as="points"><mxPoint x="300" y="400"/></Array></mxGeometry></mxCell>',
    '<UserObject label="%name% is %status%" name="Placeholder" status="ok" placeholders="1" link="https://example.com" tooltip="tip" id="u1"><mxCell style="rounded=1;html=1;" vertex="1" parent="1"><mxGeometry x="0" y="560" width="160" height="40" as="geometry"/></mxCell></UserObject>',
    '<mxCell id="g1" value="Group" style="group;html=1;" vertex="1" connectable="0" parent="1"><mxGeometry x="200" y="560" width="200" height="100" as="geometry"/></mxCell><mxCell id="g2" value="in group" style="rounded=1;html=1;" vertex="1" parent="g1"><mxGeometry x="10" y="10" width="80" height="40" as="geometry"/></mxCell>',
    '<mxCell id="t1" value="" style="shape=table;startSize=0;container=1;collapsible=0;childLayout=tableLayout;html=1;" vertex="1" parent="1"><mxGeometry x="450" y="560" width="180" height="60" as="geometry"/></mxCell>' +
      '<mxCell id="t2" value="" style="shape=tableRow;horizontal=0;startSize=0;swimlaneHead=0;swimlaneBody=0;top=0;left=0;bottom=0;right=0;collapsible=0;dropTarget=0;fillColor=none;html=1;" vertex="1" parent="t1"><mxGeometry width="180" height="60" as="geometry"/></mxCell>' +
      '<mxCell id="t3" value="cell" style="shape=partialRectangle;html=1;whiteSpace=wrap;connectable=0;overflow=hidden;fillColor=none;" vertex="1" parent="t2"><mxGeometry width="90" height="60" as="geometry"/></mxCell>',
    '<mxCell id="m1" value="``x^2`` and $$\\sqrt{y}$$" style="text;html=1;" vertex="1" parent="1"><mxGeometry x="700" y="560" width="160" height="40" as="geometry"/></mxCell>',
    '<mxCell id="f1" value="&lt;span style=&quot;font-family: Comic Sans MS&quot; data-font-src=&quot;https://fonts.example/css?family=Comic&quot;&gt;web font&lt;/span&gt;" style="text;html=1;fontFamily=Comic;" vertex="1" parent="1"><mxGeometry x="700" y="620" width="160" height="40" as="geometry"/></mxCell>',
  );
  return `<mxfile><diagram id="odd" name="Odd"><mxGraphModel shadow="1" math="1" background="#f0f0f0"><root><mxCell id="0"/><mxCell id="1" parent="0"/>${cells.join('')}</root></mxGraphModel></diagram></mxfile>`;
}

const TAGS = ['b', 'i', 'u', 'div', 'span', 'font', 'p', 'br', 'ul', 'li', 'ol', 'table', 'tr', 'td', 'h1', 'h3', 'pre', 'a', 'sub', 'sup', 'strike', 'hr', 'img', 'em', 'DIV', 'B'];
const TEXT = ['hello', 'world', ' ', '  spaced  ', 'a & b', '&amp;', '&lt;x&gt;', '&eacute;', '&mdash;', '&#150;', '&#x41;', '&nbsp;', '<', '< 3', 'x<y', '\n', 'Ünïcödé', '日本', '<!-- c -->', '&quot;q&quot;', '&copy', 'AT&T'];
const ATTRS = ['', ' style="color: red"', ' style="font-size: 18px; font-weight: bold"', ' align="center"', ' face="Courier New" size="5"', ' href="https://x.y/"', ' style="margin: 0px"', ' color="#00f" color="#f00"'];
const STYLES = ['rounded=1;whiteSpace=wrap;html=1;', 'text;html=1;', 'html=1;overflow=fill;', 'html=1;whiteSpace=wrap;verticalAlign=top;align=left;', 'html=0;'];

/** 24 labels of random, often malformed, markup (a fixed sequence for each seed). */
export function randomLabelDiagram(seed: number): string {
  let state = seed;
  const rnd = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const markup = (depth: number): string => {
    let out = '';
    for (let n = 1 + Math.floor(rnd() * 4); n > 0; n--) {
      if (rnd() < 0.4 || depth > 3) {
        out += pick(TEXT);
        continue;
      }
      const tag = pick(TAGS);
      out += `<${tag}${pick(ATTRS)}>`;
      if (tag === 'br' || tag === 'hr' || tag === 'img') continue;
      out += markup(depth + 1);
      if (rnd() < 0.85) out += `</${rnd() < 0.9 ? tag : pick(TAGS)}>`;
    }
    return out;
  };
  const cells: string[] = [];
  for (let i = 0; i < 24; i++) {
    cells.push(`<mxCell id="c${i}" value="${esc(markup(0))}" style="${pick(STYLES)}" vertex="1" parent="1"><mxGeometry x="${(i % 6) * 170}" y="${Math.floor(i / 6) * 130}" width="150" height="${40 + Math.floor(rnd() * 60)}" as="geometry"/></mxCell>`);
  }
  return `<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${cells.join('')}</root></mxGraphModel>`;
}
