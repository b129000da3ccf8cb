/** Parses a draw.io style string ("a=1;b=2;shapeName;") into a key/value map (bare names → ''). */
export function parseStyle(style: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of style.split(';')) {
    const trimmed = part.trim();
    if (trimmed.length === 0) continue;
    const eq = trimmed.indexOf('=');
    if (eq < 0) map.set(trimmed, '');
    else map.set(trimmed.slice(0, eq).trim(), trimmed.slice(eq + 1).trim());
  }
  return map;
}

/**
 * The icon identity a style draws, as comparable tokens, most specific first:
 * `aws4:rds` (resIcon / shape), `img:azure2/databases/azure_cosmos_db.svg`, `gcp2:cloud_run`,
 * `k8s:pod`, `azure:sql_database`, `stencil:mxgraph.networks.firewall`.
 */
export function iconTokens(style: string): string[] {
  const s = parseStyle(style);
  const tokens: string[] = [];
  const shape = (s.get('shape') ?? '').toLowerCase();
  const push = (t: string): void => {
    if (t && !tokens.includes(t)) tokens.push(t);
  };
  const resIcon = s.get('resIcon');
  if (resIcon) push(stencilToken(resIcon));
  const prIcon = s.get('prIcon');
  if (prIcon) {
    if (shape.startsWith('mxgraph.kubernetes.')) push('k8s:' + prIcon.toLowerCase());
    else if (shape.startsWith('mxgraph.gcp2.')) push('gcp2:' + prIcon.toLowerCase());
    else if (shape.startsWith('mxgraph.aws4.')) push(stencilToken(prIcon));
  }
  const image = s.get('image');
  if (image) {
    const m = /img\/lib\/(.+)$/i.exec(decodeURIComponent(image));
    if (m) push('img:' + m[1]!.toLowerCase());
  }
  if (shape && shape !== 'mxgraph.aws4.resourceicon' && shape !== 'mxgraph.aws4.producticon' && !shape.endsWith('.icon') && !shape.endsWith('.icon2') && !shape.endsWith('.hexicon')) {
    push(stencilToken(shape));
  }
  return tokens;
}

/** `mxgraph.aws4.lambda_function` → `aws4:lambda_function`; other packages keep their full name. */
function stencilToken(name: string): string {
  const lower = name.toLowerCase();
  const m = /^mxgraph\.(aws4|aws3|gcp2|gcp|azure|kubernetes|mscae\.[a-z_]+|mscae|networks|cisco[a-z0-9_]*|office\.[a-z_]+)\.(.+)$/.exec(lower);
  if (m) return m[1] + ':' + m[2]!.replace(/ /g, '_');
  return 'stencil:' + lower;
}
