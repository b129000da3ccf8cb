import { entryBuilder } from './define.js';
import { awsGlyph, awsService } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('aws', { width: 78, height: 78 });
const NET = '#8C4FFF';

/** AWS: compute, containers, networking and edge. Data, integration and the rest: aws-data.ts. */
export const AWS_CORE: readonly ServiceEntry[] = [
  e('ec2', 'Amazon EC2', 'EC2', 'vm', 'compute', awsService('ec2', 'compute'),
    ['ec2', 'ec2 instance', 'elastic compute cloud', 'virtual machine', 'vm', 'instance', 'server']),
  e('lambda', 'AWS Lambda', 'Lambda', 'function', 'serverless', awsService('lambda', 'compute'),
    ['lambda', 'lambda function', 'aws lambda', 'serverless function', 'function']),
  e('ecs', 'Amazon ECS', 'ECS', 'container_service', 'container', awsService('ecs', 'compute'),
    ['ecs', 'elastic container service', 'ecs service', 'container service']),
  e('eks', 'Amazon EKS', 'EKS', 'k8s_cluster', 'container', awsService('eks', 'compute'),
    ['eks', 'elastic kubernetes service', 'kubernetes', 'k8s', 'kubernetes cluster']),
  e('alb', 'Application Load Balancer', 'ALB', 'load_balancer', 'network', awsGlyph('application_load_balancer', NET),
    ['alb', 'application load balancer', 'load balancer', 'lb']),
  e('api_gateway', 'Amazon API Gateway', 'API Gateway', 'api_gateway', 'network', awsService('api_gateway', 'integration'),
    ['api gateway', 'apigateway', 'api gw', 'rest api', 'http api']),
  e('cloudfront', 'Amazon CloudFront', 'CloudFront', 'cdn', 'network', awsService('cloudfront', 'network'),
    ['cloudfront', 'cdn', 'content delivery network']),
  e('route53', 'Amazon Route 53', 'Route 53', 'dns', 'network', awsService('route_53', 'network'),
    ['route 53', 'route53', 'dns']),
];
