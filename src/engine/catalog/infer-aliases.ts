/**
 * Icons found in real draw.io files that are not the catalog's own style for a service: older
 * variants, resource-level glyphs, other icon sets. Token → catalog id (see style-parse.ts tokens).
 */
export const ICON_ALIASES: Readonly<Record<string, string>> = {
  'aws4:lambda_function': 'aws.lambda',
  'aws4:rds_instance': 'aws.rds',
  'aws4:bucket': 'aws.s3',
  'aws4:bucket_with_objects': 'aws.s3',
  'aws4:queue': 'aws.sqs',
  'aws4:topic': 'aws.sns',
  'aws4:instance2': 'aws.ec2',
  'aws4:instances': 'aws.ec2',
  'aws4:users': 'general.users',
  'aws4:user': 'general.users',
};
