import { z } from 'zod';
import { ProviderSchema } from './values.js';

/** Infrastructure code → diagram (`POST /diagrams/from-code`): the request and its limits. */
export const MAX_CODE_FILES = 200;
export const MAX_CODE_FILE_CHARS = 500_000;
export const MAX_CODE_TOTAL_CHARS = 2_000_000;

export const CodeFileSchema = z
  .object({
    /** Path inside the folder, e.g. `main.tf`, `k8s/web.yaml`; the extension picks the reader. */
    path: z.string().trim().min(1).max(300),
    content: z.string().max(MAX_CODE_FILE_CHARS),
  })
  .meta({ id: 'CodeFile' });

/**
 * Skyplan extra: infrastructure code → diagram (free, like import). Terraform (`.tf`, plan/state
 * JSON), CloudFormation/SAM (YAML or JSON) and Kubernetes manifests (multi-document YAML).
 */
export const FromCodeRequestSchema = z
  .object({
    files: z.array(CodeFileSchema).min(1).max(MAX_CODE_FILES),
    title: z.string().trim().min(1).max(120).optional(),
    /** `general`: taken from the resources' provider. */
    cloud_provider: ProviderSchema.default('general'),
  })
  .refine((v) => v.files.reduce((n, f) => n + f.content.length, 0) <= MAX_CODE_TOTAL_CHARS, {
    message: `the files may hold at most ${MAX_CODE_TOTAL_CHARS} characters together`,
    path: ['files'],
  })
  .meta({ id: 'FromCodeRequest' });
export type FromCodeRequest = z.infer<typeof FromCodeRequestSchema>;
