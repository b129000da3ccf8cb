import { IacInputError, readInfrastructureCode, type IacFile } from '../../engine/iac/index.js';
import { layoutModel } from '../../engine/layout/index.js';
import type { ArchitectureModel, Geometry } from '../../engine/model/index.js';
import type { Plan } from '../../engine/planner/plan/schema.js';

export type ReadCodeResult =
  | { ok: true; plan: Plan; unknowns: string[]; format: string }
  | { ok: false; file: string; line: number | null; message: string };

/** Infrastructure code → plan; a file that cannot be read comes back as data (file, line, message). */
async function readCode(payload: { files: IacFile[]; title?: string }): Promise<ReadCodeResult> {
  try {
    return { ok: true, ...(await readInfrastructureCode(payload.files, { title: payload.title })) };
  } catch (err) {
    if (err instanceof IacInputError) return { ok: false, file: err.file, line: err.line, message: err.message };
    throw err;
  }
}

/**
 * The CPU-heavy engine work the compute pool runs off the request thread. Inputs and outputs
 * are plain data (structured-cloned across the thread boundary).
 */
export const tasks = {
  layout: (payload: { model: ArchitectureModel }): Promise<Geometry> => layoutModel(payload.model),
  readCode,
};

export type ComputeTasks = typeof tasks;
