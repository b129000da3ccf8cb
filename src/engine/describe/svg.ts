/**
 * Gives an exported SVG its text equivalent: `<title>` and `<desc>` as the first children of the
 * root `<svg>`, which names them with `aria-labelledby`/`aria-describedby` and `role="img"`, so
 * screen readers, documents and search read the diagram. Only the root's opening tag changes.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

export function svgWithDescription(svg: string, title: string, description: string): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open) return svg;
  let tag = open[0];
  const add = (name: string, value: string) => {
    if (!new RegExp(`\\s${name}=`).test(tag)) tag = tag.replace(/\s*>$/, ` ${name}="${value}">`);
  };
  add('role', 'img');
  add('aria-labelledby', 'skyplan-title');
  add('aria-describedby', 'skyplan-desc');
  const text = `<title id="skyplan-title">${escape(title)}</title><desc id="skyplan-desc">${escape(description)}</desc>`;
  return svg.slice(0, open.index) + tag + text + svg.slice(open.index + open[0].length);
}
