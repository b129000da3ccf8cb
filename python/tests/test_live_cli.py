"""The ``skyplan`` command against the real server: login (in-process, so the poll wait is the
test's approval), then whoami and logout as real processes (``python -m skyplan``)."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

from skyplan import cli
from tests.support.live_server import live_server
from tests.support.web import Approver, WebSession, unique_email

PYTHON_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def setUpModule():
    global server, home
    server = live_server()
    home = tempfile.mkdtemp(prefix="skyplan-py-cli-")


def tearDownModule():
    shutil.rmtree(home, ignore_errors=True)


def skyplan(*args: str, env=None):
    """Runs the real command line in a child process with HOME set to the test's home."""
    environment = {"PATH": os.environ.get("PATH", ""), "HOME": home, "PYTHONPATH": PYTHON_ROOT}
    environment.update(env or {})
    return subprocess.run([sys.executable, "-m", "skyplan", *args], capture_output=True, text=True, env=environment, timeout=60)


class CliTest(unittest.TestCase):
    def test_login_whoami_logout(self):
        web = WebSession(server, unique_email("py-cli"))
        out, err = io.StringIO(), io.StringIO()
        with mock.patch.dict(os.environ, {"HOME": home}):
            code = cli.main(["login", "--email", web.email, "--base-url", server.base_url, "--no-browser"], stdout=out, stderr=err, env={}, sleep=Approver(web))
        self.assertEqual(code, 0, err.getvalue())
        self.assertIn("We emailed a sign-in code to %s." % web.email, err.getvalue())
        self.assertIn("Signed in to %s (live key)." % server.base_url, out.getvalue())
        self.assertTrue(os.path.exists(os.path.join(home, ".skyplan", "credentials.json")))

        who = skyplan("whoami", "--base-url", server.base_url)
        self.assertEqual(who.returncode, 0, who.stderr)
        self.assertIn(web.email, who.stdout)
        self.assertIn("live key", who.stdout)
        elsewhere = skyplan("whoami", env={"SKYPLAN_API_BASE": "http://127.0.0.1:9/api/v2"})
        self.assertEqual(elsewhere.returncode, 1)
        self.assertIn("Not signed in. Run `skyplan login", elsewhere.stderr)

        self.assertIn("Signed out", skyplan("logout").stdout)
        self.assertIn("Already signed out", skyplan("logout").stdout)
        after = skyplan("whoami", "--base-url", server.base_url)
        self.assertEqual(after.returncode, 1)
        self.assertIn("Not signed in", after.stderr)

    def test_usage_errors_are_clear(self):
        missing = skyplan("login", "--base-url", server.base_url)
        self.assertEqual(missing.returncode, 2)
        self.assertIn("needs your e-mail address", missing.stderr)
        bad = skyplan("login", "--email", "nope", "--base-url", server.base_url)
        self.assertEqual(bad.returncode, 2)
        self.assertIn('"nope" is not an e-mail address', bad.stderr)
        self.assertEqual(skyplan().returncode, 2)
        self.assertIn("skyplan 0.1.0", skyplan("--version").stdout)
        refused = skyplan("whoami", "--base-url", server.base_url, env={"SKYPLAN_API_KEY": "skp_live_" + "z" * 43})
        self.assertEqual(refused.returncode, 1)
        self.assertIn("was refused", refused.stderr)


if __name__ == "__main__":
    unittest.main()
