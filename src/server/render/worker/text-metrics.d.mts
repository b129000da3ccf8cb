/** Types of text-metrics.mjs (plain JS so the worker needs no transpiler). */
export type Face = 'sans' | 'serif' | 'mono';
export interface FontSpec {
  face: Face;
  bold: boolean;
  italic: boolean;
  size: number;
}
export interface TextMetrics {
  rawWidth(text: string, spec: FontSpec): number;
  width(text: string, spec: FontSpec): number;
  verticalMetrics(spec: FontSpec): { ascent: number; descent: number };
  runOutline(text: string, spec: FontSpec): { d: string; unitsPerEm: number } | null;
}
export const FONT_FILES: Record<Face, Record<'regular' | 'bold' | 'italic' | 'boldItalic', string>>;
export const FACE_FAMILY: Record<Face, string>;
export function faceOf(family: string | null | undefined): Face;
export function createTextMetrics(fontDir: string): TextMetrics;
export function layoutUnit(px: number): number;
