export type { ArchitectureModel } from '../../model/index.js';
export type { Provider } from '../../../shared/contract/values.js';
