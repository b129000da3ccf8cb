/** Types of sanitize-svg.mjs (plain JS so the worker needs no transpiler). */
export function sanitizeStyle(style: string): string;
export function sanitizeSvgTree<T extends Element>(root: T): T;
