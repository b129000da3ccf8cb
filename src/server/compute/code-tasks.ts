import { warmTerraformParser } from '../../engine/iac/index.js';

/**
 * The tasks as the code-reading worker loads them: the same module, plus the HCL parser
 * (WebAssembly) started once in the background, so no request waits for it.
 */
export { tasks } from './tasks.js';

/** Nothing to plan here: the parser below starts in the background. */
export async function warm(): Promise<void> {}

void warmTerraformParser().catch(() => undefined);
