import { z } from 'zod';

/**
 * The draw.io embed protocol (proto=json), as far as Skyplan uses it. Every incoming message is
 * validated; anything else is ignored.
 */
export const DrawioEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('configure') }).loose(),
  z.object({ event: z.literal('init') }).loose(),
  z.object({ event: z.literal('load'), xml: z.string().optional() }).loose(),
  z.object({ event: z.literal('autosave'), xml: z.string(), modified: z.boolean().optional() }).loose(),
  z.object({ event: z.literal('save'), xml: z.string(), exit: z.boolean().optional() }).loose(),
  z.object({ event: z.literal('exit'), modified: z.boolean().optional() }).loose(),
  // Skyplan's addition (src/server/static/drawio-postconfig.js): F6 pressed in the editor, leave it.
  z.object({ event: z.literal('leave'), back: z.boolean().optional() }).loose(),
  z
    .object({ event: z.literal('export'), format: z.string().optional(), data: z.string(), xml: z.string().optional() })
    .loose(),
]);
export type DrawioEvent = z.infer<typeof DrawioEventSchema>;
export type DrawioEventName = DrawioEvent['event'];

/** Messages Skyplan sends to the editor. */
export type DrawioAction =
  | { action: 'configure'; config: Record<string, unknown> }
  // fit: Skyplan's addition to the editor (src/server/static/drawio-postconfig.js): show the whole diagram.
  | { action: 'load'; xml: string; autosave?: 1 | 0; modified?: string; title?: string; noExitBtn?: 1; noSaveBtn?: 1; saveAndExit?: 0; fit?: 1 | 0 }
  | { action: 'merge'; xml: string }
  // Skyplan's addition (drawio-postconfig.js): draw.io's dark mode on or off, without a reload.
  | { action: 'theme'; dark: boolean }
  // Skyplan's addition: a one-page diagram's page takes this name (its title), without an edit.
  | { action: 'pageName'; name: string }
  | { action: 'export'; format: 'xmlsvg' | 'svg' | 'xmlpng' | 'png'; spin?: string }
  | { action: 'status'; message: string; modified?: boolean }
  | { action: 'spinner'; show: boolean; message?: string };

/** Parses a raw postMessage payload; null when it is not a draw.io event we know. */
export function parseDrawioEvent(data: unknown): DrawioEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const result = DrawioEventSchema.safeParse(json);
  return result.success ? result.data : null;
}

/**
 * The URL parameters Skyplan embeds draw.io with (never ui=sketch: it fetches web fonts). The
 * format panel starts closed (format=0) so the canvas keeps its room next to Skyplan's side panel.
 */
export const EMBED_PARAMS =
  'embed=1&proto=json&configure=1&stealth=1&pwa=0&math=0&spin=1&ui=kennedy&lang=en&noExitBtn=1&saveAndExit=0&noSaveBtn=1&format=0';

/** The editor's page URL for a configured draw.io base (`/drawio/` or an https origin). */
export function embedUrl(drawioBase: string): string {
  const base = drawioBase.endsWith('/') ? drawioBase : `${drawioBase}/`;
  return `${base}index.html?${EMBED_PARAMS}`;
}
