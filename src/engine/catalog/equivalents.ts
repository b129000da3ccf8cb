/**
 * The same service across providers. Each line is one equivalence group; every member lists all
 * the others as equivalents, which keeps the relation symmetric by construction. When an id sits in
 * several groups, the group listed first is its primary mapping (equivalentIn picks from it first).
 */
export const EQUIVALENCE_GROUPS: readonly (readonly string[])[] = [
  ['aws.ec2', 'azure.vm', 'gcp.compute_engine', 'oci.compute'],
  ['aws.lambda', 'azure.functions', 'gcp.cloud_functions'],
  ['aws.eks', 'azure.aks', 'gcp.gke'],
  ['aws.rds', 'azure.sql_database', 'gcp.cloudsql', 'oci.autonomous_db', 'general.database'],
  ['aws.dynamodb', 'azure.cosmos_db'],
  ['aws.s3', 'azure.storage_account', 'gcp.cloud_storage', 'oci.object_storage'],
  ['aws.sns', 'gcp.pubsub'],
  ['aws.sqs', 'azure.service_bus'],
  ['aws.cloudfront', 'azure.front_door'],
];
