import { entryBuilder } from './define.js';
import { k8sIcon } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('kubernetes', { width: 50, height: 48 });

export const KUBERNETES: readonly ServiceEntry[] = [
  e('pod', 'Pod', 'Pod', 'pod', 'container', k8sIcon('pod'), ['pod']),
  e('deployment', 'Deployment', 'Deployment', 'k8s_workload', 'container', k8sIcon('deploy'), ['deployment', 'deploy']),
  e('statefulset', 'StatefulSet', 'StatefulSet', 'k8s_workload', 'container', k8sIcon('sts'), ['statefulset', 'stateful set', 'sts']),
  e('service', 'Service', 'Service', 'k8s_service', 'network', k8sIcon('svc'), ['service', 'svc', 'k8s service']),
  e('ingress', 'Ingress', 'Ingress', 'ingress', 'network', k8sIcon('ing'), ['ingress', 'ingress controller']),
  e('pvc', 'PersistentVolumeClaim', 'PVC', 'volume', 'storage', k8sIcon('pvc'), ['persistentvolumeclaim', 'persistent volume claim', 'pvc']),
];
