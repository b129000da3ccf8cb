import { describe, expect, it } from 'vitest';
import { readInfrastructureCode } from './read.js';

const pairs = (plan: { edges: Array<{ from: string; to: string }> }) => plan.edges.map((e) => `${e.from}>${e.to}`);

const BUNDLE = `apiVersion: apps/v1
kind: Deployment
metadata: { name: shop-api, namespace: shop }
spec:
  replicas: 3
  selector: { matchLabels: { app: api } }
  template:
    metadata: { labels: { app: api, tier: backend } }
    spec:
      containers:
        - name: api
          image: example/api:1
          env:
            - name: CACHE_URL
              value: "redis://session-cache:6379/0"
          envFrom:
            - configMapRef: { name: api-settings }
---
apiVersion: v1
kind: ConfigMap
metadata: { name: api-settings, namespace: shop }
data:
  QUEUE_HOST: "jobs-broker"
---
apiVersion: v1
kind: Service
metadata: { name: shop-api, namespace: shop }
spec:
  selector: { app: api }
  ports: [{ port: 80 }]
---
apiVersion: v1
kind: Service
metadata: { name: session-cache, namespace: shop }
spec: { selector: { app: cache }, ports: [{ port: 6379 }] }
---
apiVersion: v1
kind: Service
metadata: { name: jobs-broker, namespace: shop }
spec: { selector: { app: broker }, ports: [{ port: 5672 }] }
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata: { name: public, namespace: shop }
spec:
  rules:
    - http:
        paths:
          - path: /
            pathType: Prefix
            backend: { service: { name: shop-api, port: { number: 80 } } }
          - path: /legacy
            pathType: Prefix
            backend: { service: { name: not-deployed, port: { number: 80 } } }
---
apiVersion: example.com/v1
kind: Widget
metadata: { name: custom-thing, namespace: shop }
spec: {}
`;

describe('Kubernetes reader', () => {
  it('reads multi-document YAML: Services select workloads, Ingress routes, env vars and envFrom name Services', async () => {
    const { plan, unknowns } = await readInfrastructureCode([{ path: 'k8s/all.yaml', content: BUNDLE }]);
    const id = (label: string) => plan.nodes.find((n) => n.label.startsWith(label))!.id;
    expect(plan.nodes.find((n) => n.id === id('shop-api ×3 Deployment'))!.props?.replicas).toBe(3);
    expect(pairs(plan)).toEqual(
      expect.arrayContaining([
        `${id('shop-api Service')}>${id('shop-api ×3 Deployment')}`,
        `${id('public Ingress')}>${id('shop-api Service')}`,
        `${id('shop-api ×3 Deployment')}>${id('session-cache Service')}`,
        `${id('shop-api ×3 Deployment')}>${id('jobs-broker Service')}`,
      ]),
    );
    expect(plan.nodes.some((n) => n.label.includes('api-settings'))).toBe(false);
    const ns = plan.groups.find((g) => g.kind === 'namespace')!;
    expect(ns.label).toMatch(/^shop/);
    expect(plan.nodes.every((n) => n.group === ns.id)).toBe(true);
    expect(unknowns.join(' ')).toMatch(/not-deployed/);
    expect(unknowns.join(' ')).toMatch(/Widget/);
  });

  it('links workloads to claims and claims to volumes', async () => {
    const docs = `apiVersion: v1
kind: PersistentVolume
metadata: { name: data-pv }
spec: { capacity: { storage: 1Gi }, hostPath: { path: /data } }
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata: { name: data-claim }
spec: { volumeName: data-pv }
---
apiVersion: apps/v1
kind: StatefulSet
metadata: { name: store }
spec:
  template:
    metadata: { labels: { app: store } }
    spec:
      containers: [{ name: s, image: x }]
      volumes: [{ name: d, persistentVolumeClaim: { claimName: data-claim } }]
`;
    const { plan } = await readInfrastructureCode([{ path: 'pv.yml', content: docs }]);
    const id = (label: string) => plan.nodes.find((n) => n.label === label)!.id;
    expect(pairs(plan)).toEqual(expect.arrayContaining([`${id('store StatefulSet')}>${id('data-claim PersistentVolumeClaim')}`, `${id('data-claim PersistentVolumeClaim')}>${id('data-pv PersistentVolume')}`]));
  });
});
