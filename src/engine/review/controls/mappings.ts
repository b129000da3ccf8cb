import type { Framework } from '../../../shared/contract/values.js';

/**
 * Review rule → compliance controls, as data. Each rule either names controls per framework, each
 * list with the source of the mapping, or says in `none` why no control applies (a cost or layout
 * concern no framework asks about). mappings.test.ts fails for a registered rule missing here.
 */

export const SOURCES = {
  cis: 'the CIS benchmark recommendation for the same setting (its audit checks the condition the rule looks for)',
  nist: 'the control text of the NIST SP 800-53 rev. 5 catalog, matched to the rule by Skyplan',
  pci: 'the PCI DSS v4.0 requirement text, matched to the rule by Skyplan',
  aicpa: "AICPA's mapping of the 2017 Trust Services Criteria to NIST SP 800-53, from the rule's NIST controls",
  sp80066: "NIST SP 800-66 Rev. 2's crosswalk of the HIPAA Security Rule to SP 800-53, from the rule's NIST controls",
} as const;
export type SourceId = keyof typeof SOURCES;

/** The source a framework's list uses unless the entry names another. */
export const DEFAULT_SOURCE: Readonly<Record<Framework, SourceId>> = {
  'cis-aws': 'cis',
  'cis-azure': 'cis',
  'cis-gcp': 'cis',
  'cis-kubernetes': 'cis',
  'nist-800-53': 'nist',
  'pci-dss': 'pci',
  soc2: 'aicpa',
  hipaa: 'sp80066',
};

export type ControlIds = Partial<Record<Framework, readonly string[] | { ids: readonly string[]; source: SourceId }>>;
export type RuleMapping = { controls: ControlIds } | { none: string };

const EXPOSURE = { 'nist-800-53': ['SC-7', 'AC-4'], 'pci-dss': ['1.4.1', '1.4.2'], soc2: ['CC6.6'] } as const;
const AVAILABILITY = { 'nist-800-53': ['CP-2', 'SC-36'], soc2: ['A1.2'], hipaa: ['164.308(a)(7)(ii)(C)'] } as const;
const CAPACITY = { 'nist-800-53': ['SC-5(2)', 'SC-6'], soc2: ['A1.1'] } as const;

export const RULE_CONTROLS: Readonly<Record<string, RuleMapping>> = {
  // Security: exposure
  open_admin_access: {
    controls: {
      'cis-aws': ['5.2'], 'cis-azure': ['6.1', '6.2'], 'cis-gcp': ['3.6', '3.7'],
      'nist-800-53': ['AC-17', 'SC-7', 'CM-7'], 'pci-dss': ['1.3.1', '1.4.2'], soc2: ['CC6.6'], hipaa: ['164.312(a)(1)'],
    },
  },
  db_port_open_to_internet: {
    controls: {
      'cis-azure': ['4.1.2'], 'cis-gcp': ['6.5'],
      'nist-800-53': ['SC-7', 'AC-4'], 'pci-dss': ['1.3.1', '1.4.4'], soc2: ['CC6.6'], hipaa: ['164.312(a)(1)'],
    },
  },
  public_database: {
    controls: {
      'cis-aws': ['2.3.3'], 'cis-azure': ['4.1.2'], 'cis-gcp': ['6.6'],
      'nist-800-53': ['SC-7', 'AC-3'], 'pci-dss': ['1.4.4'], soc2: ['CC6.6'], hipaa: ['164.312(a)(1)'],
    },
  },
  compute_exposed_directly: { controls: EXPOSURE },
  compute_in_public_subnet: { controls: { 'nist-800-53': ['SC-7'], 'pci-dss': ['1.4.1'], soc2: ['CC6.6'] } },
  public_object_storage: {
    controls: {
      'cis-aws': ['2.1.4'], 'cis-azure': ['3.7'], 'cis-gcp': ['5.1'],
      'nist-800-53': ['AC-3', 'SC-7'], 'pci-dss': ['1.4.4'], soc2: ['CC6.1'], hipaa: ['164.312(a)(1)'],
    },
  },
  static_site_origin_exposed: { controls: { 'nist-800-53': ['SC-7', 'AC-4'], soc2: ['CC6.6'] } },
  ml_endpoint_public: { controls: { 'nist-800-53': ['SC-7', 'AC-3'], soc2: ['CC6.6'], hipaa: ['164.312(a)(1)'] } },
  // Security: access and identity
  no_identity_provider: {
    controls: { 'nist-800-53': ['IA-2', 'AC-2'], 'pci-dss': ['8.3.1'], soc2: ['CC6.1', 'CC6.2'], hipaa: ['164.312(d)'] },
  },
  hub_spoke_no_bastion_or_gateway: { controls: { 'nist-800-53': ['AC-17', 'SC-7'], 'pci-dss': ['1.4.1'], soc2: ['CC6.6'] } },
  // Security: data
  no_encryption_transit: {
    controls: {
      'cis-aws': ['2.1.1'], 'cis-azure': ['3.1'], 'cis-gcp': ['6.4'],
      'nist-800-53': ['SC-8', 'SC-8(1)'], 'pci-dss': ['4.2.1'], soc2: ['CC6.7'], hipaa: ['164.312(e)(1)', '164.312(e)(2)(ii)'],
    },
  },
  no_encryption_at_rest: {
    controls: {
      'cis-aws': ['2.2.1', '2.3.1', '2.4.1'],
      'nist-800-53': ['SC-28', 'SC-28(1)'], 'pci-dss': ['3.5.1'], soc2: ['CC6.1'], hipaa: ['164.312(a)(2)(iv)'],
    },
  },
  no_secrets_store: {
    controls: { 'cis-kubernetes': ['5.4.2'], 'nist-800-53': ['IA-5(7)', 'SC-12'], 'pci-dss': ['8.6.2'], soc2: ['CC6.1'] },
  },
  cache_no_auth_tls: {
    controls: { 'nist-800-53': ['SC-8', 'AC-3'], 'pci-dss': ['8.3.1'], soc2: ['CC6.1'], hipaa: ['164.312(d)', '164.312(e)(1)'] },
  },
  queue_unencrypted_or_public: {
    controls: { 'nist-800-53': ['SC-28', 'AC-3'], soc2: ['CC6.1'], hipaa: ['164.312(a)(2)(iv)'] },
  },
  paas_without_private_endpoint: { controls: { 'nist-800-53': ['SC-7', 'AC-4'], 'pci-dss': ['1.3.1'], soc2: ['CC6.6'] } },
  // Security: perimeter and network
  no_waf: { controls: { 'nist-800-53': ['SC-7', 'SI-4'], 'pci-dss': ['6.4.2'], soc2: ['CC6.6'] } },
  ddos_protection_missing: { controls: { 'nist-800-53': ['SC-5'], soc2: ['A1.1', 'CC6.6'] } },
  hub_spoke_no_firewall: { controls: { 'nist-800-53': ['SC-7', 'AC-4'], 'pci-dss': ['1.4.1'], soc2: ['CC6.6'] } },
  flat_network: { controls: { 'nist-800-53': ['SC-7', 'SC-32'], 'pci-dss': ['1.3.1'], soc2: ['CC6.1'] } },
  missing_app_tier: { controls: { 'nist-800-53': ['AC-4', 'SC-7'], 'pci-dss': ['1.4.4'], soc2: ['CC6.1'] } },
  no_audit_logging: {
    controls: {
      'cis-aws': ['3.1'], 'cis-azure': ['5.1.1'], 'cis-gcp': ['2.1'],
      'nist-800-53': ['AU-2', 'AU-12'], 'pci-dss': ['10.2.1'], soc2: ['CC7.2'], hipaa: ['164.312(b)'],
    },
  },
  no_flow_logs: {
    controls: {
      'cis-aws': ['3.7'], 'cis-gcp': ['3.8'],
      'nist-800-53': ['AU-12', 'SI-4'], 'pci-dss': ['10.2.1'], soc2: ['CC7.2'], hipaa: ['164.312(b)'],
    },
  },
  // Security: Kubernetes
  k8s_public_control_plane: { controls: { 'nist-800-53': ['SC-7', 'AC-17'], 'pci-dss': ['1.4.1'], soc2: ['CC6.6'] } },
  k8s_no_network_policy: {
    controls: { 'cis-kubernetes': ['5.3.2'], 'nist-800-53': ['SC-7', 'AC-4'], 'pci-dss': ['1.3.1'], soc2: ['CC6.6'] },
  },
  k8s_secrets_not_encrypted: {
    controls: { 'nist-800-53': ['SC-28', 'SC-12'], 'pci-dss': ['3.6.1'], soc2: ['CC6.1'], hipaa: ['164.312(a)(2)(iv)'] },
  },
  // Reliability
  single_az: { controls: AVAILABILITY },
  single_instance_spof: { controls: AVAILABILITY },
  no_autoscaling: { controls: CAPACITY },
  no_health_checks: { controls: { 'nist-800-53': ['SI-4'], soc2: ['CC7.2'] } },
  lb_no_targets: { none: 'A drawing defect (a balancer with nothing behind it), not a control any framework names.' },
  serverless_api_no_throttling: { controls: { 'nist-800-53': ['SC-5', 'SC-6'], soc2: ['A1.1'] } },
  k8s_no_resource_limits_or_pdb: { controls: { 'nist-800-53': ['SC-6'], soc2: ['A1.1'] } },
  db_no_ha: {
    controls: { 'nist-800-53': ['CP-10', 'SC-36'], soc2: ['A1.2'], hipaa: ['164.308(a)(7)(ii)(C)'] },
  },
  no_backup: {
    controls: {
      'cis-gcp': ['6.7'],
      'nist-800-53': ['CP-9', 'CP-10'], soc2: ['A1.2'], hipaa: ['164.308(a)(7)(ii)(A)', '164.310(d)(2)(iv)'],
    },
  },
  no_dlq: { controls: { 'nist-800-53': ['SC-24'], soc2: ['PI1.3'] } },
  deletion_protection_off: { controls: { 'nist-800-53': ['CM-5', 'CP-10'], soc2: ['A1.2'] } },
  no_multi_region_dr: {
    controls: {
      'nist-800-53': ['CP-2', 'CP-6', 'CP-7', 'CP-10'], soc2: ['A1.2', 'A1.3'],
      hipaa: ['164.308(a)(7)(ii)(B)', '164.308(a)(7)(ii)(C)'],
    },
  },
  single_nat_gateway: { controls: { 'nist-800-53': ['SC-36'], soc2: ['A1.2'] } },
  private_subnet_no_egress: {
    none: 'A connectivity gap (no route out for updates and API calls); no framework names the route itself.',
  },
  // Operational excellence
  orphaned_node: { controls: { 'nist-800-53': ['CM-8'], 'pci-dss': ['12.5.1'] } },
  no_monitoring: {
    controls: {
      'nist-800-53': ['SI-4', 'AU-6', 'CA-7'], 'pci-dss': ['10.4.1'], soc2: ['CC7.2'], hipaa: ['164.308(a)(1)(ii)(D)'],
    },
  },
  no_tracing: { controls: { 'nist-800-53': ['SI-4', 'AU-12'], soc2: ['CC7.2'] } },
  no_access_logs: {
    controls: { 'nist-800-53': ['AU-2', 'AU-12'], 'pci-dss': ['10.2.1'], soc2: ['CC7.2'], hipaa: ['164.312(b)'] },
  },
  k8s_no_registry: { controls: { 'cis-kubernetes': ['5.5.1'], 'nist-800-53': ['SI-7', 'CM-8'] } },
  no_ci_cd: { controls: { 'nist-800-53': ['CM-3', 'SA-10'], 'pci-dss': ['6.5.1'], soc2: ['CC8.1'] } },
  data_lake_no_catalog: { controls: { 'nist-800-53': ['CM-12'], soc2: ['C1.1'] } },
  // Performance
  no_cdn: { controls: { 'nist-800-53': ['SC-5(2)'], soc2: ['A1.1'] } },
  no_cache: { none: 'A latency and cost optimisation; capacity controls do not ask for a cache.' },
  no_load_balancer: { controls: CAPACITY },
  no_dns: { none: 'A naming convenience; the DNS controls (SC-20–SC-22) are about resolver integrity, not having DNS.' },
  synchronous_coupling: { none: 'An architecture style; the availability it affects is covered by the reliability rules’ controls.' },
  serverless_db_connections: { controls: { 'nist-800-53': ['SC-6'], soc2: ['A1.1'] } },
  // Cost
  nat_for_aws_service_traffic: { none: 'A cost finding: the traffic stays on AWS’s network either way.' },
  prev_gen_or_overprovisioned: { none: 'A cost finding about instance generations and sizes; no control covers it.' },
  no_lifecycle_policy: { controls: { 'nist-800-53': ['SI-12'], 'pci-dss': ['3.2.1'], soc2: ['C1.2'] } },
  k8s_ingress_per_service_lb: { controls: { 'nist-800-53': ['SC-7(3)'] } },
  unattached_public_ip: { controls: { 'nist-800-53': ['CM-8', 'SC-7(3)'] } },
  log_retention_unset: { controls: { 'nist-800-53': ['AU-11'], 'pci-dss': ['10.5.1'] } },
  // Structure: what a diagram must show to be reviewed
  entry_disconnected: { none: 'A drawing gap (people connected to nothing), not a control any framework names.' },
  dangling_security_component: { controls: { 'nist-800-53': ['SC-7'], 'pci-dss': ['1.4.1'], soc2: ['CC6.6'] } },
  empty_frame: { none: 'A drawing defect (an empty box), not a control any framework names.' },
  unreachable_component: { controls: { 'nist-800-53': ['CM-8'], 'pci-dss': ['12.5.1'] } },
  too_small_to_review: { none: 'The diagram shows too little to review; no control applies until it shows the system.' },
};
