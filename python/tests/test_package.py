"""The package itself: Python 3.9 syntax, docstrings on every public function, packaging, and the
error-status table kept in step with the TypeScript contract."""

from __future__ import annotations

import ast
import inspect
import os
import re
import sys
import unittest

import skyplan
from skyplan import sse

PACKAGE = os.path.dirname(skyplan.__file__)
ROOT = os.path.dirname(PACKAGE)
REPO = os.path.dirname(ROOT)


def _modules():
    for name in sorted(os.listdir(PACKAGE)):
        if name.endswith(".py"):
            path = os.path.join(PACKAGE, name)
            with open(path, encoding="utf-8") as handle:
                yield name, handle.read()


class PythonVersionTest(unittest.TestCase):
    def test_every_module_parses_as_python_3_9(self):
        for name, source in _modules():
            with self.subTest(module=name):
                # feature_version rejects match statements, parenthesised context managers, etc.
                ast.parse(source, filename=name, feature_version=(3, 9))

    def test_every_module_postpones_annotations(self):
        # `X | None` in an annotation is fine on 3.9 only when annotations are not evaluated.
        for name, source in _modules():
            with self.subTest(module=name):
                self.assertIn("from __future__ import annotations", source)

    def test_no_runtime_union_operator_on_types(self):
        for name, source in _modules():
            tree = ast.parse(source)
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "isinstance":
                    self.assertNotIsInstance(node.args[1], ast.BinOp, "%s: isinstance with X | Y needs 3.10" % name)


class DocstringTest(unittest.TestCase):
    def test_every_public_function_class_and_method_has_a_docstring(self):
        missing = []
        public = lambda node: isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not node.name.startswith("_")  # noqa: E731
        for name, source in _modules():
            for node in filter(public, ast.parse(source).body):
                members = [m for m in node.body if public(m)] if isinstance(node, ast.ClassDef) else []
                for item in [node] + members:
                    if not ast.get_docstring(item):
                        missing.append("%s:%d %s" % (name, item.lineno, item.name))
        self.assertEqual(missing, [])

    def test_the_exported_names_exist_and_are_documented(self):
        for name in skyplan.__all__:
            value = getattr(skyplan, name)
            if inspect.isfunction(value) or inspect.isclass(value):
                self.assertTrue(inspect.getdoc(value), name)


class PackagingTest(unittest.TestCase):
    def test_pyproject_names_the_package_script_version_and_python(self):
        with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as handle:
            text = handle.read()
        self.assertIn('name = "skyplan-client"', text)  # not the unrelated `skyplan` on PyPI
        self.assertIn('skyplan = "skyplan.cli:main"', text)
        self.assertIn('requires-python = ">=3.9"', text)
        self.assertIn('version = "%s"' % skyplan.__version__, text)
        self.assertIn("dependencies = []", text)

    @unittest.skipUnless(hasattr(sys, "stdlib_module_names"), "Python 3.10+ lists the standard library")
    def test_only_the_standard_library_is_imported(self):
        allowed = set(sys.stdlib_module_names) | {"skyplan"}
        for name, source in _modules():
            for node in ast.walk(ast.parse(source)):
                roots = []
                if isinstance(node, ast.Import):
                    roots = [alias.name.split(".")[0] for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0:
                    roots = [node.module.split(".")[0]]
                for root in roots:
                    self.assertIn(root, allowed | {"__future__"}, "%s imports %s" % (name, root))


class ContractDriftTest(unittest.TestCase):
    def test_stream_error_statuses_match_the_contract(self):
        path = os.path.join(REPO, "src", "shared", "contract", "errors.ts")
        with open(path, encoding="utf-8") as handle:
            block = handle.read().split("ERROR_STATUS: Record<ErrorCode, number> = {")[1].split("};")[0]
        contract = {code: int(status) for code, status in re.findall(r"(\w+): (\d+)", block)}
        self.assertEqual(sse._STATUS_OF_CODE, contract)

    def test_every_api_key_route_and_the_device_login_have_an_sdk_call(self):
        routes = []
        for name in sorted(os.listdir(os.path.join(REPO, "src", "shared", "contract"))):
            if not name.endswith(".ts") or name.endswith(".test.ts"):
                continue
            with open(os.path.join(REPO, "src", "shared", "contract", name), encoding="utf-8") as handle:
                routes += re.findall(r"method: '(\w+)',\s*path: '([^']+)'", handle.read())
        web_only = ("/auth/", "/keys", "/oauth/device/info", "/oauth/device/approve", "/oauth/device/deny")
        wanted = [(m, p) for m, p in routes if not p.startswith(web_only)]
        # API.md's 27 key routes, Skyplan's gallery previews, diagrams from code, version diff, description and name.
        self.assertEqual(len([p for _, p in wanted if not p.startswith("/oauth/")]), 32)
        sdk = re.sub(r"\s+", " ", "".join(source for _, source in _modules()))
        missing = [(m, p) for m, p in wanted if '"%s", "%s"' % (m, p) not in sdk]
        self.assertEqual(missing, [])

    def test_update_command_matches_the_server(self):
        # The server builds the same command from src/shared/contract/clients.ts.
        path = os.path.join(REPO, "src", "shared", "contract", "clients.ts")
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        self.assertIn("sdkPython: `pip install --upgrade ${pythonSdist}`", source)
        self.assertIn("const pythonSdist = `${base}/clients/${CLIENT_FILES.python}`", source)
        self.assertIn("python: 'skyplan-latest.tar.gz'", source)
        self.assertEqual(skyplan.update_command("http://h:1/api/v2"), "pip install --upgrade http://h:1/clients/skyplan-latest.tar.gz")

    def test_the_own_backend_builds_an_sdist_and_a_wheel_with_a_true_record(self):
        import base64, hashlib, tarfile, tempfile, zipfile
        sys.path.insert(0, os.path.join(ROOT, "_build"))
        try:
            import skyplan_build
        finally:
            sys.path.pop(0)
        with tempfile.TemporaryDirectory() as out:
            self.assertEqual(skyplan_build.get_requires_for_build_wheel(), [])
            wheel = skyplan_build.build_wheel(out)
            sdist = skyplan_build.build_sdist(out)
            self.assertEqual(wheel, "skyplan_client-%s-py3-none-any.whl" % skyplan.__version__)
            with zipfile.ZipFile(os.path.join(out, wheel)) as zf:
                info = "skyplan_client-%s.dist-info/" % skyplan.__version__
                self.assertIn("Name: skyplan-client", zf.read(info + "METADATA").decode())
                self.assertIn("skyplan = skyplan.cli:main", zf.read(info + "entry_points.txt").decode())
                for line in zf.read(info + "RECORD").decode().splitlines():
                    name, digest, size = line.split(",")
                    if not digest:
                        continue
                    data = zf.read(name)
                    expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                    self.assertEqual((digest, int(size)), ("sha256=" + expected, len(data)), name)
                self.assertIn("skyplan/client.py", zf.namelist())
            with tarfile.open(os.path.join(out, sdist)) as tar:
                names = tar.getnames()
            base = "skyplan_client-%s/" % skyplan.__version__
            for member in ("PKG-INFO", "pyproject.toml", "_build/skyplan_build.py", "skyplan/__init__.py"):
                self.assertIn(base + member, names)


if __name__ == "__main__":
    unittest.main()
