import type { ExportQuery } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { RenderInputError, RenderTooLargeError } from '../../render/index.js';
import { pngWithText } from '../../render/png-text.js';
import { findOwnedWithCurrent, findOwnedWithVersion } from './store.js';
import { describeVersion } from './compare.js';
import { svgWithDescription } from '../../../engine/describe/index.js';

export interface ExportResult {
  contentType: string;
  filename: string;
  body: string | Buffer;
}

/** A file name from the title: letters, digits and dashes. */
export function fileBase(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 80);
  return base || 'diagram';
}

/** A renderer's refusal as the house error a caller can act on. */
export function mapRenderError(err: unknown): never {
  if (err instanceof RenderTooLargeError) {
    throw new ApiError('RENDER_TOO_LARGE', `${err.message} Export again with scale=${err.maxScale} or less.`, { max_scale: err.maxScale, width: err.width, height: err.height });
  }
  if (err instanceof RenderInputError) {
    if (err.code === 'invalid_option') throw new ApiError('VALIDATION_ERROR', err.message, { fields: [{ field: 'query', message: err.message }] });
    throw new ApiError('INVALID_DIAGRAM', `This diagram cannot be exported: ${err.message}`, { reason: err.code });
  }
  throw err;
}

/** GET /diagrams/{id}/export (free on every plan, never watermarked). */
export async function exportDiagram({ ctx, input }: { ctx: Ctx; input: ExportQuery & { id: string } }): Promise<ExportResult> {
  const { diagram, version } = input.version_id
    ? await findOwnedWithVersion(ctx.db, ctx.actor.accountId, input.id, input.version_id)
    : await findOwnedWithCurrent(ctx.db, ctx.actor.accountId, input.id, ctx.cache);
  const base = fileBase(diagram.title);
  if (input.format === 'drawio') return { contentType: 'application/xml; charset=utf-8', filename: `${base}.drawio`, body: version.xml };
  const background = input.background === undefined ? undefined : input.background === 'transparent' ? null : input.background;
  const options = { scale: input.scale, border: input.border, background, owner: ctx.actor.accountId, budget: ctx.budget };
  try {
    // The description (compute pool) is read once the drawing (render pool) is made: an export
    // refused by a busy renderer costs no reading.
    if (input.format === 'svg') {
      const { svg } = await ctx.renderer().renderSvg(version.xml, options);
      const d = await describeVersion(ctx, diagram, version);
      return { contentType: 'image/svg+xml; charset=utf-8', filename: `${base}.svg`, body: svgWithDescription(svg, d.title, d.text) };
    }
    const { png } = await ctx.renderer().renderPng(version.xml, options);
    const d = await describeVersion(ctx, diagram, version);
    const body = pngWithText(Buffer.from(png), [{ keyword: 'Title', text: d.title }, { keyword: 'Description', text: d.text }]);
    return { contentType: 'image/png', filename: `${base}.png`, body };
  } catch (err) {
    return mapRenderError(err);
  }
}
