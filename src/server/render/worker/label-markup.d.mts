/** Types of label-markup.mjs (plain JS so the worker needs no transpiler). */
export function isPlainMarkup(html: string, converted: boolean): boolean;
