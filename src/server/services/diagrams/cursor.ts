import { ApiError } from '../../http/api-error.js';

/** Opaque keyset cursors: `(created_at, id)` of the last row of a page. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const [at, id] = text.split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) {
    throw new ApiError('VALIDATION_ERROR', 'Invalid cursor: pass next_cursor from the previous page unchanged.', { fields: [{ field: 'query.cursor', message: 'invalid cursor' }] });
  }
  return { createdAt, id };
}

/** Takes `limit + 1` rows, returns the page and whether there is more. */
export function paginate<T>(rows: T[], limit: number, cursorOf: (row: T) => string) {
  const has_more = rows.length > limit;
  const items = has_more ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  return { items, has_more, next_cursor: has_more && last ? cursorOf(last) : null };
}
