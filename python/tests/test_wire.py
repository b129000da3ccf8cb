"""Wire formats without a server: SSE parsing, error envelopes, query strings, the credential file."""

from __future__ import annotations

import datetime as dt
import io
import json
import os
import stat
import tempfile
import unittest

from skyplan import SkyplanError, credentials_from_token, read_credentials, update_command, write_credentials
from skyplan._core import Requester
from skyplan.errors import error_from_response, is_ambiguous, with_update_hint
from skyplan.sse import parse_sse_lines, read_stream_events, stream_error
from skyplan.transport import build_path, encode_query


def lines(text: str):
    return io.BytesIO(text.encode()).readline


class SseTest(unittest.TestCase):
    def test_events_comments_multiple_data_lines_and_a_missing_event_name(self):
        text = ": ping\n\nevent: progress\ndata: {\"stage\":\ndata: \"layout\"}\n\ndata: {\"x\":1}\n\nevent: lonely\n\n"
        self.assertEqual(
            list(parse_sse_lines(lines(text))),
            [{"event": "progress", "data": '{"stage":"layout"}'}, {"event": "message", "data": '{"x":1}'}],
        )

    def test_crlf_line_endings_and_a_final_event_without_its_blank_line(self):
        events = list(parse_sse_lines(lines('event: progress\r\ndata: {"a":1}\r\n\r\nevent: complete\r\ndata: {"id":"d"}')))
        self.assertEqual([e["event"] for e in events], ["progress", "complete"])

    def test_typed_events_stop_after_the_terminal_event_and_skip_unknown_ones(self):
        text = 'event: progress\ndata: {"stage":"planning"}\n\nevent: other\ndata: {}\n\nevent: complete\ndata: {"id":"d"}\n\nevent: progress\ndata: {}\n\n'
        events = list(read_stream_events(lines(text)))
        self.assertEqual([(e.event, e.data) for e in events], [("progress", {"stage": "planning"}), ("complete", {"id": "d"})])

    def test_a_stream_that_ends_early_is_an_ambiguous_connection_error(self):
        with self.assertRaises(SkyplanError) as caught:
            list(read_stream_events(lines('event: progress\ndata: {"stage":"layout"}\n\n'), "req_1"))
        self.assertEqual((caught.exception.code, caught.exception.request_id), ("CONNECTION_ERROR", "req_1"))
        self.assertTrue(is_ambiguous(caught.exception))

    def test_an_error_event_becomes_a_typed_error_with_the_codes_status(self):
        err = stream_error({"error": {"code": "QUOTA_EXCEEDED", "message": "Out of credits.", "details": {"upgrade_url": "http://x/billing"}}})
        self.assertEqual((err.status, err.code, err.upgrade_url), (402, "QUOTA_EXCEEDED", "http://x/billing"))


class ErrorTest(unittest.TestCase):
    def test_the_house_envelope(self):
        body = json.dumps({"error": {"code": "RATE_LIMITED", "message": "Slow down.", "request_id": "req_b", "details": {"retry_after": 12}}}).encode()
        err = error_from_response(429, {"x-request-id": "req_h", "retry-after": "40"}, body)
        self.assertEqual((err.status, err.code, err.message, err.request_id), (429, "RATE_LIMITED", "Slow down.", "req_h"))
        self.assertEqual((err.retry_after, err.retry_after_header), (12.0, 40.0))
        self.assertIn("RATE_LIMITED", str(err))

    def test_upgrade_url_from_the_error_then_details_then_the_top_level(self):
        def url(payload):
            return error_from_response(402, {}, json.dumps(payload).encode()).upgrade_url

        base = {"code": "QUOTA_EXCEEDED", "message": "m"}
        self.assertEqual(url({"error": dict(base, upgrade_url="a", details={"upgrade_url": "b"})}), "a")
        self.assertEqual(url({"error": dict(base, details={"upgrade_url": "b"}), "upgrade_url": "c"}), "b")
        self.assertEqual(url({"error": base, "upgrade_url": "c"}), "c")

    def test_the_flat_oauth_error_and_a_proxy_html_page(self):
        self.assertEqual(error_from_response(400, {}, b'{"error":"slow_down"}').code, "slow_down")
        html = error_from_response(502, {"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}, b"<html>Bad gateway</html>")
        self.assertEqual((html.code, html.message, html.retry_after), ("HTTP_502", "<html>Bad gateway</html>", None))
        self.assertTrue(is_ambiguous(html))

    def test_ambiguous_and_definite_failures(self):
        for status, code in ((0, "TIMEOUT"), (0, "CONNECTION_ERROR"), (409, "IDEMPOTENCY_IN_PROGRESS"), (503, "SERVICE_UNAVAILABLE"), (504, "GATEWAY_TIMEOUT")):
            self.assertTrue(is_ambiguous(SkyplanError(status, code, "m")), code)
        self.assertTrue(is_ambiguous(SkyplanError(409, "HTTP_409", "a proxy's conflict page")))
        definite = ((400, "x"), (401, "INVALID_API_KEY"), (402, "QUOTA_EXCEEDED"), (404, "NOT_FOUND"), (422, "VALIDATION_ERROR"), (500, "INTERNAL_ERROR"), (409, "WARNING_NOT_FOUND"))
        for status, code in definite:
            self.assertFalse(is_ambiguous(SkyplanError(status, code, "m")), code)

    def test_client_outdated_names_the_update_command_once(self):
        command = update_command("https://skyplan.example.com/api/v2")
        self.assertEqual(command, "pip install --upgrade https://skyplan.example.com/clients/skyplan-latest.tar.gz")
        err = SkyplanError(426, "CLIENT_OUTDATED", "Too old. Update it: " + command, details={"minimum_version": "0.1.0"})
        hinted = with_update_hint(err, command)
        self.assertTrue(hinted.message.startswith("Update your client: " + command))
        self.assertEqual(hinted.details["update_command"], command)
        self.assertIs(with_update_hint(hinted, command), hinted)

    def test_a_client_names_the_update_command_of_its_own_server(self):
        requester = Requester(base_url="http://10.1.2.3:9000/api/v2/", env={})
        self.assertEqual(requester.update_command, "pip install --upgrade http://10.1.2.3:9000/clients/skyplan-latest.tar.gz")


class QueryTest(unittest.TestCase):
    def test_none_and_empty_are_left_out_booleans_lowercase_lists_repeat(self):
        query = {"limit": 5, "cursor": None, "q": "", "livemode": False, "action": ["generate", "edit"], "from": "2026-01-01T00:00:00+00:00"}
        self.assertEqual(encode_query(query), "?limit=5&livemode=false&action=generate&action=edit&from=2026-01-01T00%3A00%3A00%2B00%3A00")
        self.assertEqual(encode_query({"cursor": None}), "")

    def test_path_parameters_are_encoded(self):
        self.assertEqual(build_path("/diagrams/{diagram_id}/versions/{version_id}", {"diagram_id": "a/b", "version_id": "v 1"}), "/diagrams/a%2Fb/versions/v%201")
        with self.assertRaises(ValueError):
            build_path("/diagrams/{diagram_id}", {"diagram_id": ""})


class CredentialFileTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.path = os.path.join(self.dir, "home", ".skyplan", "credentials.json")
        self.base = "http://127.0.0.1:9/api/v2"

    def tearDown(self):
        import shutil

        shutil.rmtree(self.dir, ignore_errors=True)

    def write_raw(self, text):
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        with open(self.path, "w") as handle:
            handle.write(text)

    def test_written_like_the_typescript_sdk_owner_only_and_atomically(self):
        token = {"access_token": "skp_live_" + "a" * 40, "token_type": "bearer", "scope": "diagrams:read diagrams:write", "livemode": True, "expires_in": 3600}
        now = dt.datetime(2026, 11, 21, 9, 30, 5, 123456, tzinfo=dt.timezone.utc)
        write_credentials(credentials_from_token(token, self.base + "//", now), self.path)
        self.assertEqual(stat.S_IMODE(os.stat(self.path).st_mode), 0o600)
        self.assertEqual(stat.S_IMODE(os.stat(os.path.dirname(self.path)).st_mode), 0o700)
        self.assertEqual(os.listdir(os.path.dirname(self.path)), ["credentials.json"])
        with open(self.path) as handle:
            text = handle.read()
        self.assertTrue(text.endswith("}\n"))
        self.assertIn('\n  "version": 1,\n', text)
        stored = json.loads(text)
        self.assertEqual(list(stored), ["version", "api_key", "scope", "livemode", "auth_method", "created_at", "expires_at", "base_url"])
        self.assertEqual(stored["created_at"], "2026-11-21T09:30:05.123Z")
        self.assertEqual(stored["expires_at"], "2026-11-21T10:30:05.123Z")
        self.assertEqual((stored["auth_method"], stored["base_url"]), ("device", self.base))
        self.assertEqual(read_credentials(self.base + "/", self.path, now)["api_key"], token["access_token"])

    def test_an_existing_directory_is_tightened_and_the_file_replaced(self):
        os.makedirs(os.path.dirname(self.path), mode=0o755)
        self.write_raw("old")
        record = credentials_from_token({"access_token": "skp_test_x", "livemode": False, "expires_in": None}, self.base)
        write_credentials(record, self.path)
        self.assertEqual(stat.S_IMODE(os.stat(os.path.dirname(self.path)).st_mode), 0o700)
        self.assertIsNone(read_credentials(self.base, self.path)["expires_at"])

    def test_every_problem_reads_as_absent(self):
        good = {"version": 1, "api_key": "skp_live_k", "scope": None, "livemode": True, "auth_method": "device", "created_at": "2026-11-21T09:00:00.000Z", "expires_at": None, "base_url": self.base}
        self.assertIsNone(read_credentials(self.base, self.path))  # no file
        cases = {
            "not json": "{nope",
            "an array": "[]",
            "version 2": json.dumps(dict(good, version=2)),
            "version true": json.dumps(dict(good, version=True)),
            "empty key": json.dumps(dict(good, api_key="")),
            "other server": json.dumps(dict(good, base_url="http://elsewhere/api/v2")),
            "expired (Z form)": json.dumps(dict(good, expires_at="2020-01-01T00:00:00.000Z")),
            "unreadable expiry": json.dumps(dict(good, expires_at="soon")),
        }
        for label, text in cases.items():
            with self.subTest(label):
                self.write_raw(text)
                self.assertIsNone(read_credentials(self.base, self.path))
        self.write_raw(json.dumps(dict(good, expires_at="2999-01-01T00:00:00+00:00")))
        self.assertEqual(read_credentials(self.base + "/", self.path)["api_key"], "skp_live_k")
        os.chmod(self.path, 0)
        if os.geteuid() != 0:  # root reads anything
            self.assertIsNone(read_credentials(self.base, self.path))


if __name__ == "__main__":
    unittest.main()
