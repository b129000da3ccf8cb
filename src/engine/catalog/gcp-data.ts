import { entryBuilder } from './define.js';
import { BOX, gcpHex as hex } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('gcp', { width: 66, height: 58.5 });
const BOXED = { width: 140, height: 60 };

/** Google Cloud analytics, AI, security, operations, developer tools and IoT. */
export const GCP_DATA: readonly ServiceEntry[] = [
  // analytics
  e('bigquery', 'BigQuery', 'BigQuery', 'data_warehouse', 'analytics', hex('bigquery'),
    ['bigquery', 'big query', 'bq', 'data warehouse', 'dwh']),
  e('dataflow', 'Dataflow', 'Dataflow', 'etl', 'analytics', hex('cloud_dataflow'),
    ['dataflow', 'cloud dataflow', 'apache beam', 'beam pipeline', 'dataflow pipeline', 'etl', 'stream processing']),
  e('dataproc', 'Dataproc', 'Dataproc', 'analytics', 'analytics', hex('cloud_dataproc'),
    ['dataproc', 'cloud dataproc', 'spark', 'apache spark', 'hadoop', 'spark jobs', 'dataproc spark']),
  e('dataprep', 'Dataprep', 'Dataprep', 'etl', 'analytics', hex('cloud_dataprep'), ['dataprep', 'cloud dataprep']),
  e('data_fusion', 'Cloud Data Fusion', 'Data Fusion', 'etl', 'analytics', hex('cloud_data_fusion'), ['data fusion', 'cloud data fusion']),
  e('data_catalog', 'Data Catalog', 'Data Catalog', 'data_catalog', 'analytics', hex('cloud_data_catalog'), ['data catalog']),
  e('dataplex', 'Dataplex', 'Dataplex', 'data_catalog', 'analytics', BOX.gcp, ['dataplex', 'data governance'], BOXED),
  e('looker_studio', 'Looker Studio', 'Looker Studio', 'bi', 'analytics', hex('data_studio'),
    ['looker studio', 'data studio', 'google data studio', 'bi']),
  e('looker', 'Looker', 'Looker', 'bi', 'analytics', BOX.gcp, ['looker'], BOXED),
  e('datastream', 'Datastream', 'Datastream', 'etl', 'analytics', BOX.gcp, ['datastream', 'cdc', 'change data capture'], BOXED),
  // AI and machine learning
  e('vertex_ai', 'Vertex AI', 'Vertex AI', 'ml_platform', 'ml', BOX.gcp,
    ['vertex ai', 'vertex', 'ai platform', 'vertex ai pipelines', 'ml platform', 'vertex ai training'], BOXED),
  e('vertex_ai_endpoint', 'Vertex AI Endpoint', 'Vertex AI Endpoint', 'ml_endpoint', 'ml', BOX.gcp,
    ['vertex ai endpoint', 'vertex endpoint', 'prediction endpoint', 'model endpoint'], BOXED),
  e('vertex_ai_model_registry', 'Vertex AI Model Registry', 'Model Registry', 'ml_model_registry', 'ml', BOX.gcp,
    ['vertex ai model registry', 'vertex model registry', 'model registry'], BOXED),
  e('vertex_ai_vector_search', 'Vertex AI Vector Search', 'Vector Search', 'vector_db', 'ml', BOX.gcp,
    ['vertex ai vector search', 'vector search', 'matching engine', 'vertex ai matching engine', 'vector index', 'vector database'], BOXED),
  e('vertex_ai_embeddings', 'Vertex AI Embeddings', 'Embeddings', 'ai_service', 'ml', BOX.gcp,
    ['vertex ai embeddings', 'embeddings', 'text embeddings', 'embedding model', 'embeddings api'], BOXED),
  e('gemini', 'Gemini (Vertex AI)', 'Gemini', 'ai_service', 'ml', BOX.gcp,
    ['gemini', 'gemini on vertex ai', 'gemini pro', 'llm', 'palm', 'generative ai'], BOXED),
  e('vertex_ai_workbench', 'Vertex AI Workbench', 'Workbench', 'notebook', 'ml', BOX.gcp,
    ['vertex ai workbench', 'workbench', 'notebook', 'jupyter notebook'], BOXED),
  e('document_ai', 'Document AI', 'Document AI', 'ai_service', 'ml', BOX.gcp,
    ['document ai', 'docai', 'document parser', 'ocr', 'form parser'], BOXED),
  e('vision_api', 'Cloud Vision API', 'Vision API', 'ai_service', 'ml', hex('cloud_vision_api'),
    ['vision api', 'cloud vision', 'cloud vision api', 'image recognition']),
  e('natural_language', 'Natural Language AI', 'Natural Language', 'ai_service', 'ml', hex('cloud_natural_language_api'),
    ['natural language api', 'natural language', 'nlp', 'sentiment analysis', 'entity analysis']),
  e('speech_to_text', 'Speech-to-Text', 'Speech-to-Text', 'ai_service', 'ml', hex('cloud_speech_api'), ['speech to text', 'speech api']),
  e('text_to_speech', 'Text-to-Speech', 'Text-to-Speech', 'ai_service', 'ml', hex('cloud_text_to_speech'), ['text to speech']),
  e('translation', 'Cloud Translation', 'Translation', 'ai_service', 'ml', hex('cloud_translation_api'), ['translation api', 'cloud translation']),
  e('dialogflow', 'Dialogflow', 'Dialogflow', 'ai_service', 'ml', hex('dialogflow_enterprise_edition'), ['dialogflow', 'dialogflow cx']),
  e('automl', 'AutoML', 'AutoML', 'ml_training', 'ml', hex('cloud_automl'), ['automl', 'cloud automl']),
  e('tpu', 'Cloud TPU', 'Cloud TPU', 'ml_training', 'ml', hex('cloud_tpu'), ['tpu', 'cloud tpu']),
  // security and identity
  e('iam', 'Cloud IAM', 'IAM', 'identity', 'identity', hex('cloud_iam'), ['iam', 'cloud iam', 'service account']),
  e('identity_platform', 'Identity Platform', 'Identity Platform', 'identity', 'identity', BOX.gcp,
    ['identity platform', 'firebase auth', 'firebase authentication', 'identity provider', 'authentication', 'auth'], BOXED),
  e('secret_manager', 'Secret Manager', 'Secret Manager', 'secrets', 'security', BOX.gcp, ['secret manager', 'secrets'], BOXED),
  e('kms', 'Cloud KMS', 'Cloud KMS', 'kms', 'security', hex('key_management_service'), ['kms', 'cloud kms', 'key management service', 'cmek']),
  e('security_command_center', 'Security Command Center', 'SCC', 'security_posture', 'security', hex('cloud_security_command_center'),
    ['security command center', 'scc']),
  e('dlp', 'Sensitive Data Protection', 'DLP', 'security_posture', 'security', hex('data_loss_prevention_api'),
    ['dlp', 'data loss prevention', 'sensitive data protection']),
  // operations and developer tools
  e('cloud_monitoring', 'Cloud Monitoring', 'Cloud Monitoring', 'monitoring', 'monitoring', hex('stackdriver'),
    ['cloud monitoring', 'monitoring', 'stackdriver', 'metrics', 'alerting']),
  e('cloud_logging', 'Cloud Logging', 'Cloud Logging', 'logging', 'monitoring', hex('logging'), ['cloud logging', 'logging', 'logs', 'log sink']),
  e('cloud_trace', 'Cloud Trace', 'Cloud Trace', 'tracing', 'monitoring', hex('trace'), ['cloud trace', 'trace', 'tracing']),
  e('error_reporting', 'Error Reporting', 'Error Reporting', 'monitoring', 'monitoring', hex('error_reporting'), ['error reporting']),
  e('audit_logs', 'Cloud Audit Logs', 'Audit Logs', 'audit', 'monitoring', hex('logging'), ['cloud audit logs', 'audit logs', 'audit log']),
  e('deployment_manager', 'Cloud Deployment Manager', 'Deployment Manager', 'iac', 'management', hex('cloud_deployment_manager'),
    ['deployment manager', 'iac', 'infrastructure as code']),
  e('cloud_build', 'Cloud Build', 'Cloud Build', 'ci_cd', 'devops', hex('container_builder'), ['cloud build', 'ci cd', 'cicd', 'build pipeline']),
  e('cloud_deploy', 'Cloud Deploy', 'Cloud Deploy', 'ci_cd', 'devops', BOX.gcp, ['cloud deploy'], BOXED),
  e('artifact_registry', 'Artifact Registry', 'Artifact Registry', 'registry', 'devops', BOX.gcp,
    ['artifact registry', 'container registry', 'docker registry', 'image registry', 'gar'], BOXED),
  e('container_registry', 'Container Registry (GCR)', 'GCR', 'registry', 'devops', hex('container_registry'), ['gcr', 'google container registry']),
  e('source_repositories', 'Cloud Source Repositories', 'Source Repositories', 'repository', 'devops', hex('repository'),
    ['source repositories', 'cloud source repositories', 'git repository']),
  // IoT and app platforms
  e('iot_core', 'Cloud IoT Core', 'IoT Core', 'iot_hub', 'iot', hex('cloud_iot_core'), ['iot core', 'cloud iot core', 'iot', 'mqtt']),
  e('firebase', 'Firebase', 'Firebase', 'web_app', 'compute', 'sketch=0;html=1;aspect=fixed;strokeColor=none;shadow=0;align=center;' +
    'verticalAlign=top;verticalLabelPosition=bottom;fillColor=#FFCA28;shape=mxgraph.gcp2.firebase;', ['firebase', 'firebase hosting'],
  { width: 50, height: 66 }),
];
