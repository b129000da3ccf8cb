/** Types of png-encode.mjs (plain JS so the worker needs no transpiler). */
export function isOpaque(rgba: Buffer): boolean;
export function encodeOpaquePng(rgba: Buffer, width: number, height: number): Buffer;
