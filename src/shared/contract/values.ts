import { z } from 'zod';

/**
 * The closed value sets of the API. `/meta/*` serves these lists; clients read them from there
 * instead of hard-coding them. Everything else (contract, engine, planners) imports them from here.
 */
export const PROVIDERS = ['aws', 'azure', 'gcp', 'kubernetes', 'oci', 'general'] as const;
export const ProviderSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof ProviderSchema>;

/** `auto` asks the server to pick; every other value is a concrete type. */
export const DIAGRAM_TYPES = [
  'architecture',
  'data_pipeline',
  'event_driven',
  'serverless',
  'microservices',
  'ml',
  'network',
  'hub_spoke',
  'flowchart',
  'sequence',
  'auto',
] as const;
export const DiagramTypeSchema = z.enum(DIAGRAM_TYPES);
export type DiagramType = z.infer<typeof DiagramTypeSchema>;
export type ConcreteDiagramType = Exclude<DiagramType, 'auto'>;

export const EXPORT_FORMATS = ['drawio', 'svg', 'png'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

export const PILLARS = [
  'security',
  'reliability',
  'operational_excellence',
  'performance',
  'cost',
] as const;
export const PillarSchema = z.enum(PILLARS);
export type Pillar = z.infer<typeof PillarSchema>;

export const CLIENT_SOURCES = ['web', 'sdk-ts', 'sdk-python', 'mcp', 'api'] as const;
export const ClientSourceSchema = z.enum(CLIENT_SOURCES);
export type ClientSource = z.infer<typeof ClientSourceSchema>;

export const BILLABLE_ACTIONS = ['generate', 'edit', 'fix', 'relayout'] as const;
export const BillableActionSchema = z.enum(BILLABLE_ACTIONS);
export type BillableAction = z.infer<typeof BillableActionSchema>;

export const GRANT_ACTIONS = ['monthly_reset', 'rollover', 'referral', 'addon'] as const;

/** Progress stages of generation, in order (API.md §0 "streaming"). */
export const GENERATION_STAGES = ['understanding', 'planning', 'layout', 'review', 'saving'] as const;
export const GenerationStageSchema = z.enum(GENERATION_STAGES);
export type GenerationStage = z.infer<typeof GenerationStageSchema>;

/**
 * Compliance frameworks a review warning's controls belong to: the CIS benchmarks of AWS, Azure,
 * GCP and Kubernetes, NIST SP 800-53 rev. 5, PCI DSS v4.0, SOC 2 (2017 Trust Services Criteria)
 * and the HIPAA Security Rule.
 */
export const FRAMEWORKS = ['cis-aws', 'cis-azure', 'cis-gcp', 'cis-kubernetes', 'nist-800-53', 'pci-dss', 'soc2', 'hipaa'] as const;
export const FrameworkSchema = z.enum(FRAMEWORKS);
export type Framework = z.infer<typeof FrameworkSchema>;

/** How each framework is named to people (the app's filter, findings reports). */
export const FRAMEWORK_NAMES: Readonly<Record<Framework, string>> = {
  'cis-aws': 'CIS AWS Foundations',
  'cis-azure': 'CIS Azure Foundations',
  'cis-gcp': 'CIS Google Cloud Foundation',
  'cis-kubernetes': 'CIS Kubernetes',
  'nist-800-53': 'NIST SP 800-53 rev. 5',
  'pci-dss': 'PCI DSS v4.0',
  soc2: 'SOC 2',
  hipaa: 'HIPAA Security Rule',
};
