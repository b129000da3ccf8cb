import { entryBuilder } from './define.js';
import { awsService } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('aws', { width: 78, height: 78 });

/** AWS: databases, storage, integration, analytics, ML, security and operations. */
export const AWS_DATA: readonly ServiceEntry[] = [
  e('rds', 'Amazon RDS', 'RDS', 'relational_db', 'database', awsService('rds', 'database'),
    ['rds', 'relational database service', 'relational database', 'postgres', 'postgresql', 'mysql', 'mariadb', 'sql database', 'database', 'db']),
  e('dynamodb', 'Amazon DynamoDB', 'DynamoDB', 'nosql', 'database', awsService('dynamodb', 'database'),
    ['dynamodb', 'dynamo', 'dynamo db', 'nosql', 'nosql database', 'key value store']),
  e('elasticache', 'Amazon ElastiCache', 'ElastiCache', 'cache', 'database', awsService('elasticache', 'database'),
    ['elasticache', 'cache', 'redis', 'memcached']),
  e('s3', 'Amazon S3', 'S3', 'object_storage', 'storage', awsService('s3', 'storage'),
    ['s3', 's3 bucket', 'bucket', 'simple storage service', 'object storage', 'blob storage']),
  e('sqs', 'Amazon SQS', 'SQS', 'queue', 'integration', awsService('sqs', 'integration'),
    ['sqs', 'sqs queue', 'simple queue service', 'queue', 'message queue']),
  e('sns', 'Amazon SNS', 'SNS', 'topic', 'integration', awsService('sns', 'integration'),
    ['sns', 'sns topic', 'simple notification service', 'topic', 'pub sub', 'pubsub']),
  e('eventbridge', 'Amazon EventBridge', 'EventBridge', 'event_bus', 'integration', awsService('eventbridge', 'integration'),
    ['eventbridge', 'event bridge', 'event bus']),
  e('cognito', 'Amazon Cognito', 'Cognito', 'identity', 'identity', awsService('cognito', 'security'),
    ['cognito', 'user pool', 'identity provider', 'authentication', 'auth']),
  e('cloudwatch', 'Amazon CloudWatch', 'CloudWatch', 'monitoring', 'monitoring', awsService('cloudwatch_2', 'management'),
    ['cloudwatch', 'monitoring', 'metrics', 'alarms']),
];
