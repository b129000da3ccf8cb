import { expect, it } from 'vitest';
import { DiagramOutSchema, VersionListSchema } from '../../shared/contract/index.js';
import { describeOnDatabases } from '../testing/server.js';

const STACK = `resource "aws_db_instance" "ledger" {
  engine = "postgres"
  backup_retention_period = 0
}
resource "aws_instance" "app" {
  count = 2
  user_data = "DB=\${aws_db_instance.ledger.address}"
}
`;

await describeOnDatabases('POST /diagrams/from-code', (get) => {
  it('draws Terraform as a reviewed diagram (free), records where each component came from, and refuses bad files with file and line', async () => {
    const s = get();
    const c = await s.keyCaller();
    const post = (payload: object) => s.inject({ method: 'POST', url: '/api/v2/diagrams/from-code', headers: c.headers, payload });
    const res = await post({ files: [{ path: 'infra/main.tf', content: STACK }] });
    expect(res.statusCode).toBe(201);
    const out = DiagramOutSchema.parse(res.json());
    expect(out).toMatchObject({ cloud_provider: 'aws', diagram_type: 'architecture', version_number: 1 });
    expect(out.usage ?? null).toBeNull();
    expect(out.xml).toContain('iac_resource="aws_db_instance.ledger"');
    expect(out.xml).toContain('iac_source="infra/main.tf:1"');
    expect(out.warnings.some((w) => /backup/i.test(`${w.type} ${w.message}`))).toBe(true);
    const versions = VersionListSchema.parse((await s.inject({ method: 'GET', url: `/api/v2/diagrams/${out.id}/versions`, headers: c.headers })).json());
    expect(versions.items[0]!.prompt_text).toMatch(/1 file/);

    const broken = await post({ files: [{ path: 'ok.tf', content: STACK }, { path: 'net/broken.tf', content: 'resource "aws_vpc" "v" {\n  cidr_block = \n}\n' }] });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { file: 'net/broken.tf', line: 2 } });
    expect(broken.json().error.message).toMatch(/net\/broken\.tf, line 2/);

    const nothing = await post({ files: [{ path: 'README.md', content: '# notes' }] });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error.details).toMatchObject({ file: 'README.md' });

    // The same as multipart/form-data: folders kept in the file names, fields beside the files.
    const form = new FormData();
    form.append('files', new Blob([STACK]), 'infra/main.tf');
    form.append('files', new Blob(['apiVersion: v1\nkind: Service\nmetadata: {name: ledger}\n']), 'k8s/svc.yaml');
    form.append('title', 'Uploaded as a form');
    const encoded = new Request('http://local/', { method: 'POST', body: form });
    const multipart = await s.inject({
      method: 'POST',
      url: '/api/v2/diagrams/from-code',
      headers: { ...c.headers, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(multipart.statusCode, multipart.body).toBe(201);
    const fromForm = DiagramOutSchema.parse(multipart.json());
    expect(fromForm.title).toBe('Uploaded as a form');
    expect(fromForm.xml).toContain('iac_source="infra/main.tf:1"');
    expect(fromForm.xml).toContain('iac_source="k8s/svc.yaml:1"');
    // Other routes still take JSON alone.
    const elsewhere = await s.inject({ method: 'POST', url: '/api/v2/diagrams/import', headers: { ...c.headers, 'content-type': encoded.headers.get('content-type')! }, payload: Buffer.from(await new Request('http://local/', { method: 'POST', body: form }).arrayBuffer()) });
    expect(elsewhere.statusCode).toBe(415);

    const tooMany = await post({ files: Array.from({ length: 201 }, (_, i) => ({ path: `f${i}.tf`, content: '' })) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.code).toBe('VALIDATION_ERROR');
  });
});
