import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { drawioFrame } from './fixtures.js';
import { apiAs, blockExternal, canvasLabels, exposeDrawioUi, signInByApi, test, expect, uniqueEmail } from './journey-fixtures.js';

/**
 * Diagram from code: upload a Terraform folder on the new-diagram page, see the diagram, fix a
 * warning the code causes, export it.
 */
test.describe.configure({ mode: 'serial' });

const MAIN_TF = `
resource "aws_vpc" "shop" { cidr_block = "10.20.0.0/16" }
resource "aws_subnet" "app" {
  vpc_id     = aws_vpc.shop.id
  cidr_block = "10.20.1.0/24"
}
resource "aws_lb" "storefront" {
  name               = "storefront"
  load_balancer_type = "application"
  subnets            = [aws_subnet.app.id]
}
resource "aws_lb_target_group" "web" {
  name   = "web"
  port   = 80
  vpc_id = aws_vpc.shop.id
}
resource "aws_lb_listener" "http" {
  load_balancer_arn = aws_lb.storefront.arn
  default_action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.web.arn
  }
}
resource "aws_instance" "web" {
  count     = 2
  subnet_id = aws_subnet.app.id
  user_data = "DB_HOST=\${aws_db_instance.orders.address}"
}
resource "aws_lb_target_group_attachment" "web" {
  target_group_arn = aws_lb_target_group.web.arn
  target_id        = aws_instance.web[0].id
}
`;
const DB_TF = `
resource "aws_db_instance" "orders" {
  identifier              = "orders"
  engine                  = "postgres"
  backup_retention_period = 0
}
`;

let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let folder = '';
const external: string[] = [];

test.beforeAll(async ({ browser }) => {
  const account = await signInByApi(uniqueEmail('from-code'));
  context = await browser.newContext({ storageState: account.storageState, acceptDownloads: true });
  await exposeDrawioUi(context);
  await blockExternal(context, external);
  page = await context.newPage();
  api = await apiAs(account);
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'skyplan-tf-'));
  await fs.writeFile(path.join(folder, 'main.tf'), MAIN_TF);
  await fs.writeFile(path.join(folder, 'db.tf'), DB_TF);
  await fs.writeFile(path.join(folder, 'README.md'), 'not code');
});

test.afterAll(async () => {
  await context?.close();
  await api?.dispose();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
  expect(external, 'requests that left 127.0.0.1').toEqual([]);
});

test('upload a Terraform folder, see the diagram, fix a warning, export it', async () => {
  await page.goto('/');
  const drop = page.getByRole('region', { name: 'Draw from infrastructure code' });
  await drop.getByLabel('Code folder').setInputFiles(folder);
  await expect(drop.getByTestId('code-drop.files')).toContainText('2 files');
  await drop.getByRole('button', { name: 'Draw diagram' }).click();
  await page.waitForURL(/\/d\/[0-9a-f-]{36}$/);
  const id = page.url().split('/d/')[1]!;

  const frame = await drawioFrame(page);
  await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready');
  await expect.poll(() => canvasLabels(frame).then((l) => l.join(' | '))).toMatch(/storefront \(Application Load Balancer\)/);
  const drawn = await (await api.get(`/api/v2/diagrams/${id}`)).json();
  expect(drawn.xml).toContain('iac_resource="aws_db_instance.orders"');
  expect(drawn.xml).toContain('iac_source="db.tf:2"');

  const panel = page.getByRole('region', { name: 'Warnings' });
  await expect(panel.getByRole('button', { name: 'Fix' }).first()).toBeVisible();
  const first = panel.getByTestId('editor.warning').first();
  const warningId = await first.getAttribute('data-warning-id');
  await first.getByRole('button', { name: 'Fix' }).click();
  await expect(panel.locator(`[data-warning-id="${warningId}"]`)).toHaveCount(0);
  const fixed = await (await api.get(`/api/v2/diagrams/${id}`)).json();
  expect(fixed.version_number).toBe(2);

  await page.getByRole('combobox', { name: 'Export format' }).selectOption('drawio');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const xml = await fs.readFile((await download.path())!, 'utf8');
  expect(xml).toContain('<mxfile');
  expect(xml).toContain('iac_resource="aws_lb.storefront"');
});

test('a file that cannot be read is named with its line', async () => {
  await page.goto('/');
  const drop = page.getByRole('region', { name: 'Draw from infrastructure code' });
  await drop.getByLabel('Code files').setInputFiles({ name: 'broken.tf', mimeType: 'text/plain', buffer: Buffer.from('resource "aws_vpc" "v" {\n  cidr_block = \n}\n') });
  await drop.getByRole('button', { name: 'Draw diagram' }).click();
  await expect(page.getByRole('alert')).toContainText('broken.tf, line 2');
});
