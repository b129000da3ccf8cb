"""login() through the real device flow: the code goes out over SMTP to the test's receiver, the
test approves it as the /device page does (a web session signed in by e-mailed code), and the
credential file is shared with the TypeScript SDK in both directions."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import tempfile
import unittest

from skyplan import DeviceLoginError, SkyplanError, login, read_credentials, whoami
from skyplan.login import TEST_KEY_NOTE
from tests.live import client_for
from tests.support.live_server import REPO, live_server
from tests.support.web import Approver, WebSession, unique_email


def setUpModule():
    global server, home
    server = live_server()
    home = tempfile.mkdtemp(prefix="skyplan-py-home-")


def tearDownModule():
    shutil.rmtree(home, ignore_errors=True)


def credentials_file(name: str) -> str:
    return os.path.join(home, name, ".skyplan", "credentials.json")


def sign_in(web: WebSession, path: str, approve: bool = True, **options):
    printed, opened = [], []
    approver = Approver(web, approve)
    options.setdefault("device_name", "py-test-box")
    result = login(
        email=web.email.upper(),
        base_url=server.base_url + "//",
        sleep=approver,
        open_browser=opened.append,
        print_fn=printed.append,
        credentials_path=path,
        env={},
        **options,
    )
    return result, approver.waits, printed, opened


class LoginTest(unittest.TestCase):
    def test_round_trip_mints_a_live_key_stored_for_every_client(self):
        web = WebSession(server, unique_email("py-login"))
        path = credentials_file("round-trip")
        result, waits, printed, opened = sign_in(web, path)
        self.assertRegex(result.api_key, r"^skp_live_[A-Za-z0-9_-]{32,}$")
        self.assertEqual((result.livemode, result.scope, result.base_url, result.revoked), (True, "diagrams:read diagrams:write", server.base_url, 0))
        self.assertEqual(waits, [5.0])
        self.assertEqual(opened, [server.origin + "/device"])
        self.assertEqual(printed[0], "We emailed a sign-in code to %s." % web.email)
        self.assertIn("Key saved to %s" % path, printed[-1])
        self.assertEqual(stat.S_IMODE(os.stat(path).st_mode), 0o600)
        self.assertEqual(stat.S_IMODE(os.stat(os.path.dirname(path)).st_mode), 0o700)
        with open(path) as handle:
            stored = json.load(handle)
        self.assertEqual(list(stored), ["version", "api_key", "scope", "livemode", "auth_method", "created_at", "expires_at", "base_url"])
        self.assertEqual(stored["base_url"], server.base_url)
        me = whoami(base_url=server.base_url + "/", credentials_path=path, env={})
        self.assertEqual((me["email"], me["key_source"], me["livemode"]), (web.email, "file", True))
        self.assertEqual(client_for(server, None, credentials_path=path).me.get()["email"], web.email)

    def test_signing_in_again_on_the_device_revokes_the_old_key_and_test_mints_skp_test(self):
        web = WebSession(server, unique_email("py-again"))
        first, _, _, _ = sign_in(web, credentials_file("again"))
        second, _, printed, _ = sign_in(web, credentials_file("again"), test=True)
        self.assertRegex(second.api_key, r"^skp_test_")
        self.assertEqual(second.revoked, 1)
        self.assertIn(TEST_KEY_NOTE, printed)
        with self.assertRaises(SkyplanError) as caught:
            client_for(server, first.api_key).me.get()
        self.assertEqual(caught.exception.status, 401)
        self.assertFalse(client_for(server, second.api_key).me.get()["livemode"])

    def test_deny_ends_with_access_denied_and_no_file(self):
        web = WebSession(server, unique_email("py-deny"))
        path = credentials_file("deny")
        with self.assertRaises(DeviceLoginError) as caught:
            sign_in(web, path, approve=False)
        self.assertEqual(caught.exception.code, "access_denied")
        self.assertIn("denied", caught.exception.message)
        self.assertFalse(os.path.exists(path))

    def test_an_account_with_25_keys_gets_key_limit_reached(self):
        web = WebSession(server, unique_email("py-limit"))
        for _ in range(25):
            web.create_key()
        with self.assertRaises(DeviceLoginError) as caught:
            sign_in(web, credentials_file("limit"))
        self.assertEqual(caught.exception.code, "key_limit_reached")
        self.assertIn("You have 25 active keys. Revoke one at %s/settings/keys" % server.origin, caught.exception.message)

    def test_key_order_is_explicit_then_environment_then_the_file_of_this_server(self):
        web = WebSession(server, unique_email("py-order"))
        path = credentials_file("order")
        result, _, _, _ = sign_in(web, path)
        bogus = "skp_live_" + "z" * 43
        with self.assertRaises(SkyplanError) as caught:
            client_for(server, None, credentials_path=path, env={"SKYPLAN_API_KEY": bogus}).me.get()
        self.assertEqual(caught.exception.status, 401)
        explicit = client_for(server, result.api_key, credentials_path=path, env={"SKYPLAN_API_KEY": bogus})
        self.assertEqual(explicit.me.get()["email"], web.email)
        self.assertIsNone(read_credentials("http://elsewhere.test/api/v2", path))
        with self.assertRaises(SkyplanError) as caught:
            whoami(base_url="http://127.0.0.1:9/api/v2", credentials_path=path, env={})
        self.assertEqual(caught.exception.code, "NO_API_KEY")


TS_SCRIPT = """
import { whoami, writeCredentials, credentialsFromToken } from %(sdk)s;
const [baseUrl, pythonFile, tsFile, key] = process.argv.slice(2);
const me = await whoami({ baseUrl, credentialsPath: pythonFile, env: {} });
await writeCredentials(credentialsFromToken({ access_token: key, token_type: 'bearer', scope: 'diagrams:read diagrams:write', livemode: true, expires_in: 3600 }, baseUrl), tsFile);
console.log(JSON.stringify({ email: me.email }));
"""


class SharedWithTypeScriptTest(unittest.TestCase):
    def test_the_typescript_sdk_reads_our_file_and_we_read_its_file(self):
        web = WebSession(server, unique_email("py-ts"))
        python_file, ts_file = credentials_file("py-written"), credentials_file("ts-written")
        sign_in(web, python_file)
        other_key = web.create_key(name="for the TypeScript file")
        script = os.path.join(home, "interop.mts")
        with open(script, "w") as handle:
            handle.write(TS_SCRIPT % {"sdk": json.dumps(os.path.join(REPO, "src", "sdk", "node", "index.ts"))})
        run = subprocess.run(
            ["node", "--import", "tsx", script, server.base_url, python_file, ts_file, other_key],
            cwd=REPO, capture_output=True, text=True, timeout=180,
        )
        self.assertEqual(run.returncode, 0, run.stderr[-2000:])
        self.assertEqual(json.loads(run.stdout.strip().splitlines()[-1]), {"email": web.email})
        self.assertEqual(stat.S_IMODE(os.stat(ts_file).st_mode), 0o600)
        stored = read_credentials(server.base_url, ts_file)
        self.assertEqual(stored["api_key"], other_key)
        me = whoami(base_url=server.base_url, credentials_path=ts_file, env={})
        self.assertEqual((me["email"], me["key_source"]), (web.email, "file"))


if __name__ == "__main__":
    unittest.main()
