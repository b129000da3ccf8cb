import { entryBuilder } from './define.js';
import { BOX, k8sIcon as icon } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('kubernetes', { width: 50, height: 48 });
const BOXED = { width: 140, height: 60 };

/** Kubernetes objects (draw.io's `kubernetes.icon` set) and common cluster add-ons (labelled boxes). */
export const KUBERNETES: readonly ServiceEntry[] = [
  e('cluster', 'Kubernetes Cluster', 'Cluster', 'k8s_cluster', 'container', icon('master'),
    ['kubernetes cluster', 'k8s cluster', 'cluster', 'kubernetes', 'k8s', 'control plane']),
  e('api_server', 'API Server', 'API Server', 'k8s_cluster', 'container', icon('api'), ['api server', 'kube apiserver', 'kubernetes api']),
  e('node', 'Node', 'Node', 'vm', 'compute', icon('node'), ['node', 'worker node', 'node pool', 'nodes']),
  e('namespace', 'Namespace', 'Namespace', 'generic', 'container', icon('ns'), ['namespace', 'ns']),
  e('pod', 'Pod', 'Pod', 'pod', 'container', icon('pod'), ['pod', 'pods']),
  e('deployment', 'Deployment', 'Deployment', 'k8s_workload', 'container', icon('deploy'),
    ['deployment', 'deploy', 'consumer deployment', 'deployments']),
  e('statefulset', 'StatefulSet', 'StatefulSet', 'k8s_workload', 'container', icon('sts'), ['statefulset', 'stateful set', 'sts']),
  e('daemonset', 'DaemonSet', 'DaemonSet', 'k8s_workload', 'container', icon('ds'), ['daemonset', 'daemon set', 'ds']),
  e('replicaset', 'ReplicaSet', 'ReplicaSet', 'k8s_workload', 'container', icon('rs'), ['replicaset', 'replica set', 'rs']),
  e('job', 'Job', 'Job', 'batch', 'container', icon('job'), ['job', 'k8s job', 'kubernetes job']),
  e('cronjob', 'CronJob', 'CronJob', 'scheduler', 'container', icon('cronjob'), ['cronjob', 'cron job', 'cron']),
  e('service', 'Service', 'Service', 'k8s_service', 'network', icon('svc'),
    ['service', 'svc', 'k8s service', 'kubernetes service', 'clusterip', 'nodeport', 'loadbalancer service']),
  e('ingress', 'Ingress', 'Ingress', 'ingress', 'network', icon('ing'), ['ingress', 'ingress resource', 'gateway api']),
  e('ingress_controller', 'Ingress Controller', 'Ingress Controller', 'ingress', 'network', BOX.k8s,
    ['ingress controller', 'nginx ingress', 'ingress nginx', 'traefik', 'nginx ingress controller'], BOXED),
  e('endpoints', 'Endpoints', 'Endpoints', 'network_misc', 'network', icon('ep'), ['endpoints', 'endpoint', 'endpointslice']),
  e('networkpolicy', 'NetworkPolicy', 'NetworkPolicy', 'firewall', 'security', icon('netpol'),
    ['networkpolicy', 'network policy', 'netpol', 'network policies']),
  e('configmap', 'ConfigMap', 'ConfigMap', 'config', 'management', icon('cm'), ['configmap', 'config map', 'cm']),
  e('secret', 'Secret', 'Secret', 'secrets', 'security', icon('secret'), ['secret', 'k8s secret', 'kubernetes secret', 'secrets']),
  e('persistentvolume', 'PersistentVolume', 'PV', 'volume', 'storage', icon('pv'), ['persistentvolume', 'persistent volume', 'pv']),
  e('persistentvolumeclaim', 'PersistentVolumeClaim', 'PVC', 'volume', 'storage', icon('pvc'),
    ['persistentvolumeclaim', 'persistent volume claim', 'pvc', 'volume claim']),
  e('storageclass', 'StorageClass', 'StorageClass', 'config', 'storage', icon('sc'), ['storageclass', 'storage class', 'sc']),
  e('volume', 'Volume', 'Volume', 'volume', 'storage', icon('vol'), ['volume', 'emptydir', 'hostpath']),
  e('horizontalpodautoscaler', 'HorizontalPodAutoscaler', 'HPA', 'autoscaling_group', 'container', icon('hpa'),
    ['hpa', 'horizontalpodautoscaler', 'horizontal pod autoscaler', 'pod autoscaler']),
  e('serviceaccount', 'ServiceAccount', 'ServiceAccount', 'identity', 'identity', icon('sa'), ['serviceaccount', 'service account', 'sa']),
  e('role', 'Role', 'Role', 'identity', 'identity', icon('role'), ['role', 'rbac', 'rolebinding', 'clusterrole']),
  e('crd', 'CustomResourceDefinition', 'CRD', 'config', 'management', icon('crd'), ['crd', 'custom resource', 'customresourcedefinition', 'operator']),
  e('etcd', 'etcd', 'etcd', 'nosql', 'database', icon('etcd'), ['etcd']),
  e('kubelet', 'kubelet', 'kubelet', 'generic', 'compute', icon('kubelet'), ['kubelet']),
  e('kube_proxy', 'kube-proxy', 'kube-proxy', 'network_misc', 'network', icon('k_proxy'), ['kube proxy', 'kubeproxy']),
  e('scheduler', 'kube-scheduler', 'Scheduler', 'generic', 'container', icon('sched'), ['kube scheduler', 'scheduler']),
  e('limits', 'LimitRange', 'LimitRange', 'config', 'management', icon('limits'), ['limitrange', 'limit range', 'resource limits']),
  e('quota', 'ResourceQuota', 'ResourceQuota', 'config', 'management', icon('quota'), ['resourcequota', 'resource quota']),
  // common add-ons without a 14.7.3 icon
  e('argocd', 'Argo CD', 'Argo CD', 'ci_cd', 'devops', BOX.k8s, ['argo cd', 'argocd', 'argo', 'gitops'], BOXED),
  e('flux', 'Flux', 'Flux', 'ci_cd', 'devops', BOX.k8s, ['flux', 'flux cd', 'fluxcd'], BOXED),
  e('helm', 'Helm', 'Helm', 'iac', 'devops', BOX.k8s, ['helm', 'helm chart', 'helm charts'], BOXED),
  e('keda', 'KEDA', 'KEDA', 'autoscaling_group', 'container', BOX.k8s, ['keda', 'event driven autoscaling', 'scaledobject'], BOXED),
  e('istio', 'Istio', 'Istio', 'service_mesh', 'network', BOX.k8s, ['istio', 'service mesh', 'envoy', 'linkerd'], BOXED),
  e('cert_manager', 'cert-manager', 'cert-manager', 'certificate', 'security', BOX.k8s, ['cert manager', 'certmanager'], BOXED),
  e('strimzi', 'Strimzi Operator', 'Strimzi', 'config', 'devops', BOX.k8s, ['strimzi', 'strimzi operator', 'kafka operator'], BOXED),
  e('cluster_autoscaler', 'Cluster Autoscaler', 'Cluster Autoscaler', 'autoscaling_group', 'container', BOX.k8s,
    ['cluster autoscaler', 'karpenter'], BOXED),
];
