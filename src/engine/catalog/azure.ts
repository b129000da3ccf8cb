import { entryBuilder } from './define.js';
import { azureImage } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('azure', { width: 64, height: 64 });

export const AZURE: readonly ServiceEntry[] = [
  e('vm', 'Azure Virtual Machines', 'Virtual Machine', 'vm', 'compute', azureImage('compute/Virtual_Machine.svg'),
    ['virtual machine', 'virtual machines', 'vm', 'azure vm', 'server']),
  e('functions', 'Azure Functions', 'Functions', 'function', 'serverless', azureImage('compute/Function_Apps.svg'),
    ['azure functions', 'function app', 'functions', 'function', 'serverless function']),
  e('app_service', 'Azure App Service', 'App Service', 'web_app', 'compute', azureImage('app_services/App_Services.svg'),
    ['app service', 'web app', 'app services']),
  e('aks', 'Azure Kubernetes Service', 'AKS', 'k8s_cluster', 'container', azureImage('containers/Kubernetes_Services.svg'),
    ['aks', 'kubernetes', 'k8s', 'kubernetes cluster']),
  e('sql_database', 'Azure SQL Database', 'SQL Database', 'relational_db', 'database', azureImage('databases/SQL_Database.svg'),
    ['azure sql', 'sql database', 'sql server', 'relational database', 'database', 'db']),
  e('postgresql', 'Azure Database for PostgreSQL', 'PostgreSQL', 'relational_db', 'database', azureImage('databases/Azure_Database_PostgreSQL_Server.svg'),
    ['postgres', 'postgresql', 'azure postgres']),
  e('cosmos_db', 'Azure Cosmos DB', 'Cosmos DB', 'nosql', 'database', azureImage('databases/Azure_Cosmos_DB.svg'),
    ['cosmos db', 'cosmosdb', 'cosmos', 'nosql', 'nosql database']),
  e('storage_account', 'Azure Storage Account', 'Storage Account', 'object_storage', 'storage', azureImage('storage/Storage_Accounts.svg'),
    ['storage account', 'blob storage', 'blob', 'object storage']),
  e('front_door', 'Azure Front Door', 'Front Door', 'cdn', 'network', azureImage('networking/Front_Doors.svg'),
    ['front door', 'frontdoor', 'cdn']),
  e('service_bus', 'Azure Service Bus', 'Service Bus', 'queue', 'integration', azureImage('integration/Service_Bus.svg'),
    ['service bus', 'servicebus', 'queue', 'message queue']),
];
