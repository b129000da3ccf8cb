/** File names and downloads of exported diagrams. */

const EXTENSIONS: Record<string, string> = { drawio: 'drawio', svg: 'svg', png: 'png' };

/** "AWS 3-tier Web App!" → "aws-3-tier-web-app"; never empty. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'diagram';
}

/** The name an exported file is saved under: the title's slug plus the format's extension. */
export function exportFileName(title: string, format: string): string {
  return `${slugify(title)}.${EXTENSIONS[format] ?? format}`;
}

/** Saves a blob as a file through the browser's download. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  doc.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
