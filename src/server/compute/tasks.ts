import { layoutModel } from '../../engine/layout/index.js';
import type { ArchitectureModel, Geometry } from '../../engine/model/index.js';

/**
 * The CPU-heavy engine work the compute pool runs off the request thread. Inputs and outputs
 * are plain data (structured-cloned across the thread boundary).
 */
export const tasks = {
  layout: (payload: { model: ArchitectureModel }): Promise<Geometry> => layoutModel(payload.model),
};

export type ComputeTasks = typeof tasks;
