/** Types of drawio-equivalents.mjs (plain JS so the worker needs no transpiler). */
export function installEquivalents(win: unknown): void;
export function hundredthsOf(value: unknown): number | null;
export function hundredthsText(n: number): string;
