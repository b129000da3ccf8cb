import type { DerivedRow } from './derived/row.js';

/**
 * A third pass over the providers' names (same two kinds of data as official-more.ts): full
 * names that were read as two parts ("AWS IoT Device Defender" as IoT plus Device Defender,
 * "User-assigned managed identity" as a user plus an identity), and services of the security,
 * migration, media and management families that had no entry at all.
 */
export const EXTRA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // AWS
  'aws.device_defender': ['aws iot device defender', 'iot device defender'],
  'aws.device_management': ['aws iot device management', 'iot device management'],
  'aws.parameter_store': ['aws systems manager parameter store', 'systems manager parameter store', 'ssm parameter', 'ssm parameters'],
  'aws.dms': ['aws schema conversion tool', 'schema conversion tool', 'aws sct', 'dms schema conversion'],
  // Azure
  'azure.dedicated_hsm': ['azure key vault managed hsm', 'key vault managed hsm', 'azure payment hsm', 'payment hsm'],
  'azure.managed_identity': ['user-assigned managed identity', 'user assigned managed identity', 'system-assigned managed identity',
    'system assigned managed identity', 'user-assigned identity', 'system-assigned identity'],
  'azure.power_bi': ['power bi embedded', 'power bi premium', 'power bi service'],
  // Google Cloud
  'gcp.datastore': ['firestore in datastore mode', 'cloud firestore in datastore mode'],
  'gcp.vertex_ai': ['vertex ai model monitoring', 'vertex ai experiments', 'vertex ai tensorboard'],
  'gcp.cloud_functions': ['cloud functions gen2', 'cloud functions 2nd gen', 'cloud functions (2nd gen)', 'cloud functions gen 2'],
  'gcp.app_engine': ['app engine flexible', 'app engine standard', 'app engine flexible environment', 'app engine standard environment'],
  'gcp.firebase': ['firebase genkit', 'genkit'],
  'general.gmail': ['gmail api', 'google gmail api'],
  // Oracle Cloud
  'oci.goldengate': ['oracle goldengate', 'oracle cloud infrastructure goldengate'],
  'oci.oke': ['oracle kubernetes engine', 'oci kubernetes engine', 'oracle container engine for kubernetes', 'oci container engine for kubernetes'],
};

/** Services with no entry before (row format and icon references: derived/row.ts). */
export const EXTRA_ENTRIES: Readonly<Record<'aws' | 'azure' | 'gcp' | 'oci', readonly DerivedRow[]>> = {
  aws: [
    ['deadline_cloud', 'AWS Deadline Cloud', 'batch', 'compute', 'B:awsCompute', 140, 60, ['deadline cloud']],
    ['iot_expresslink', 'AWS IoT ExpressLink', 'device', 'iot', 'Riot:iot_core', 78, 78, ['iot expresslink', 'expresslink']],
  ],
  azure: [
    ['orbital', 'Azure Orbital Ground Station', 'generic', 'network', 'B:azure', 140, 60, ['azure orbital', 'orbital ground station']],
    ['information_protection', 'Microsoft Purview Information Protection', 'security_posture', 'security', 'B:azure', 140, 60,
      ['azure information protection', 'purview information protection', 'microsoft information protection']],
  ],
  gcp: [
    ['artifact_analysis', 'Artifact Analysis', 'security_posture', 'security', 'H:placeholder', 66, 58, ['artifact analysis', 'container analysis', 'container scanning api']],
    ['live_stream', 'Live Stream API', 'generic', 'general', 'H:placeholder', 66, 58, ['live stream api', 'google cloud live stream api']],
    ['resource_manager', 'Cloud Resource Manager', 'config', 'management', 'H:placeholder', 66, 58, ['cloud resource manager', 'resource manager api', 'resource manager']],
    ['active_assist', 'Active Assist', 'monitoring', 'management', 'H:placeholder', 66, 58, ['active assist', 'gcp recommender', 'recommender api']],
    ['carbon_footprint', 'Carbon Footprint', 'analytics', 'management', 'H:placeholder', 66, 58, ['carbon footprint', 'google cloud carbon footprint']],
    ['ai_studio', 'Google AI Studio', 'ai_service', 'ml', 'H:cloud_machine_learning', 66, 58, ['google ai studio', 'ai studio']],
    ['retail_api', 'Vertex AI Search for commerce', 'ai_service', 'ml', 'H:cloud_machine_learning', 66, 58,
      ['retail api', 'vertex ai search for commerce', 'vertex ai search for retail']],
  ],
  oci: [
    ['fusion_applications', 'Oracle Fusion Cloud Applications', 'external_api', 'integration', 'B:oci', 140, 60,
      ['oracle fusion applications', 'oracle fusion cloud', 'oracle fusion cloud erp', 'oracle fusion erp', 'fusion applications']],
  ],
};
