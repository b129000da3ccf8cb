/**
 * Deterministic cell ids. Created cells get readable ids derived from what they are ("orders-db",
 * "vpc", "web-to-db"), made unique with a counter, so the same operations on the same model
 * always produce the same ids — `patch` relies on that to write exactly what `apply` did.
 */

/** Ids draw.io itself gives its root and default layer. Never handed out. */
export const ROOT_IDS: readonly string[] = ['0', '1'];

const MAX_SLUG = 48;

/** Lowercase ASCII words joined by "-", at most 48 characters; "" when nothing is left. */
export function slugify(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  let slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > MAX_SLUG) slug = slug.slice(0, MAX_SLUG).replace(/-[^-]*$/, '') || slug.slice(0, MAX_SLUG);
  return slug;
}

/**
 * A fresh id from `base` (slugified) or `fallback`, unique against `taken`. Ids never start with
 * a digit, so they cannot collide with the numeric ids draw.io generates ("2", "3", ...).
 */
export function uniqueId(base: string, fallback: string, taken: ReadonlySet<string>): string {
  let slug = slugify(base) || slugify(fallback) || 'cell';
  if (/^[0-9]/.test(slug)) slug = 'n-' + slug;
  if (!taken.has(slug)) return slug;
  for (let k = 2; ; k++) {
    const candidate = `${slug}-${k}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The slug part of a catalog id: `aws.rds` → `rds`, `azure.sql_database` → `sql-database`. */
export function serviceSlug(serviceId: string): string {
  return slugify(serviceId.slice(serviceId.indexOf('.') + 1));
}
