"""Retry, timeout and device-polling rules against a scripted HTTP server (answers the real
server cannot be made to give on demand: 429 then 200, 504, silence, a hang-up)."""

from __future__ import annotations

import os
import tempfile
import unittest

from skyplan import Client, DeviceLoginError, RetryPolicy, SkyplanError, login
from tests.support.fake_server import Answer, FakeServer, Recorder, house_error

DIAGRAM = {"id": "3f1c2a9e-7b7d-4c1e-9a55-1d2f0c3b4a5e", "title": "t", "xml": "<mxfile/>", "usage": {"credits_charged": 1, "credits_remaining": 9}}


def client(fake: FakeServer, sleep: Recorder, **options) -> Client:
    return Client(api_key="skp_live_fake", base_url=fake.base_url, sleep=sleep, env={}, **options)


class RateLimitTest(unittest.TestCase):
    def test_429_waits_as_retry_after_says_then_succeeds(self):
        sleep = Recorder()
        answers = [
            house_error(429, "RATE_LIMITED", headers={"Retry-After": "7"}),
            house_error(429, "RATE_LIMITED", details={"retry_after": 2}, headers={"Retry-After": "9"}),
            Answer(200, {"providers": ["aws"]}),
        ]
        with FakeServer(answers) as fake:
            self.assertEqual(client(fake, sleep).meta.providers(), {"providers": ["aws"]})
        self.assertEqual(sleep.waits, [7.0, 2.0])

    def test_a_long_retry_after_is_capped_at_30_s_and_gives_up_after_3_retries(self):
        sleep = Recorder()
        retries = []
        with FakeServer([house_error(429, "RATE_LIMITED", headers={"Retry-After": "120"})]) as fake:
            with self.assertRaises(SkyplanError) as caught:
                client(fake, sleep, on_retry=lambda n, s, e: retries.append((n, s, e.code))).diagrams.generate("a web app")
            self.assertEqual(len(fake.seen), 4)
            self.assertEqual(len({r.headers["idempotency-key"] for r in fake.seen}), 1)
        self.assertEqual(sleep.waits, [30.0, 30.0, 30.0])
        self.assertEqual(retries, [(1, 30.0, "RATE_LIMITED"), (2, 30.0, "RATE_LIMITED"), (3, 30.0, "RATE_LIMITED")])
        self.assertEqual((caught.exception.status, caught.exception.retry_after), (429, 120.0))

    def test_without_retry_after_reads_back_off_exponentially(self):
        sleep = Recorder()
        with FakeServer([house_error(503, "SERVICE_UNAVAILABLE"), house_error(429, "RATE_LIMITED", headers={"Retry-After": "soon"}), Answer(200, {"items": [], "has_more": False})]) as fake:
            client(fake, sleep, retry=RetryPolicy(backoff=0.5)).diagrams.list()
        self.assertEqual(sleep.waits, [0.5, 1.0])


class AmbiguousFailureTest(unittest.TestCase):
    def test_billable_calls_retry_504_and_hang_ups_with_the_same_key_at_the_default_delays(self):
        sleep = Recorder()
        with FakeServer([house_error(504, "GATEWAY_TIMEOUT"), Answer(hang_up=True), Answer(201, DIAGRAM)]) as fake:
            diagram = client(fake, sleep).diagrams.generate("a web app", idempotency_key="order-42")
            keys = [r.headers["idempotency-key"] for r in fake.seen]
            self.assertEqual(fake.seen[0].body, {"prompt": "a web app", "cloud_provider": "general", "opinionated": False})
            self.assertEqual(fake.seen[0].headers["x-skyplan-client"], "sdk-python/0.1.0")
        self.assertEqual(diagram["id"], DIAGRAM["id"])
        self.assertEqual(keys, ["order-42"] * 3)
        self.assertEqual(sleep.waits, [5.0, 15.0])

    def test_a_timeout_is_ambiguous_for_billable_calls_and_final_for_reads(self):
        sleep = Recorder()
        with FakeServer([Answer(200, DIAGRAM, delay=2.0), Answer(200, DIAGRAM)]) as fake:
            edited = client(fake, sleep, timeout=0.3).diagrams.edit(DIAGRAM["id"], "add a cache")
            self.assertEqual(edited["id"], DIAGRAM["id"])
            self.assertEqual(len({r.headers["idempotency-key"] for r in fake.seen}), 1)
        self.assertEqual(sleep.waits, [5.0])
        with FakeServer([Answer(200, DIAGRAM, delay=2.0)]) as fake:
            with self.assertRaises(SkyplanError) as caught:
                client(fake, Recorder(), timeout=0.3).diagrams.get(DIAGRAM["id"])
            self.assertEqual(len(fake.seen), 1)
        self.assertEqual((caught.exception.code, caught.exception.status), ("TIMEOUT", 0))
        self.assertIn("within 0.3 s", caught.exception.message)

    def test_no_retry_starts_past_the_budget(self):
        sleep = Recorder()
        with FakeServer([house_error(502, "AI_PROVIDER_ERROR")]) as fake:
            with self.assertRaises(SkyplanError):
                client(fake, sleep, retry=RetryPolicy(ambiguous_delays=(1, 2, 3), budget=1.5)).diagrams.fix(DIAGRAM["id"], "Traffic is not encrypted")
            self.assertEqual(len(fake.seen), 2)
        self.assertEqual(sleep.waits, [1.0])

    def test_definite_failures_and_free_writes_are_not_retried(self):
        for answer in (house_error(500, "INTERNAL_ERROR"), house_error(422, "VALIDATION_ERROR"), house_error(402, "QUOTA_EXCEEDED", details={"upgrade_url": "http://x/b"})):
            with FakeServer([answer]) as fake:
                with self.assertRaises(SkyplanError) as caught:
                    client(fake, Recorder()).diagrams.generate("a web app")
                self.assertEqual((len(fake.seen), caught.exception.request_id), (1, "req_fake"))
        self.assertEqual(caught.exception.upgrade_url, "http://x/b")
        with FakeServer([house_error(503, "SERVICE_UNAVAILABLE")]) as fake:
            with self.assertRaises(SkyplanError):
                client(fake, Recorder()).diagrams.update(DIAGRAM["id"], title="x")
            self.assertEqual(len(fake.seen), 1)

    def test_a_connection_refused_is_a_connection_error(self):
        with FakeServer([Answer()]) as fake:
            base = fake.base_url
        with self.assertRaises(SkyplanError) as caught:
            Client(api_key="k", base_url=base, env={}).me.get()
        self.assertEqual(caught.exception.code, "CONNECTION_ERROR")

    def test_a_non_json_success_body_is_a_clear_error(self):
        with FakeServer([Answer(200, raw=b"<html>the web app</html>", headers={"Content-Type": "text/html"})]) as fake:
            with self.assertRaises(SkyplanError) as caught:
                client(fake, Recorder()).me.get()
        self.assertEqual(caught.exception.code, "INVALID_RESPONSE")
        self.assertIn("/api/v2", caught.exception.message)


class DevicePollingTest(unittest.TestCase):
    def run_login(self, polls, interval=5, expires_in=900, confirm=True):
        grant = {"device_code": "dc_1", "verification_uri": "http://web.test/device", "expires_in": expires_in, "interval": interval}
        sleep = Recorder()
        printed, opened = [], []
        home = tempfile.mkdtemp()
        path = os.path.join(home, ".skyplan", "credentials.json")
        answers = [Answer(200, grant)] + polls + ([Answer(200, {"revoked": 0})] if confirm else [])
        with FakeServer(answers) as fake:
            try:
                result = login(email="Me@Example.com", base_url=fake.base_url, sleep=sleep, print_fn=printed.append, open_browser=opened.append, credentials_path=path, env={})
            except DeviceLoginError as error:
                result = error
            seen = fake.seen
        return result, sleep.waits, printed, opened, seen, path

    def test_pending_then_slow_down_adds_5_s_for_good_then_the_key(self):
        token = {"access_token": "skp_live_x", "token_type": "bearer", "scope": "diagrams:read diagrams:write", "livemode": True, "expires_in": None}
        polls = [Answer(400, {"error": "authorization_pending"}), Answer(400, {"error": "slow_down"}), Answer(400, {"error": "authorization_pending"}), Answer(200, token)]
        result, waits, printed, opened, seen, path = self.run_login(polls)
        self.assertEqual(result.api_key, "skp_live_x")
        self.assertEqual(waits, [5.0, 5.0, 10.0, 10.0])
        self.assertEqual(opened, ["http://web.test/device"])
        self.assertEqual(printed[0], "We emailed a sign-in code to me@example.com.")
        self.assertEqual(seen[0].body["client_id"], "sdk-python")
        self.assertEqual(seen[0].body["email"], "me@example.com")
        self.assertNotIn("authorization", seen[0].headers)
        self.assertEqual(seen[1].body, {"grant_type": "urn:ietf:params:oauth:grant-type:device_code", "device_code": "dc_1", "client_id": "sdk-python"})
        self.assertEqual(seen[-1].headers["authorization"], "Bearer skp_live_x")
        self.assertTrue(os.path.exists(path))

    def test_each_refusal_ends_with_a_next_step_and_no_file(self):
        expectations = {
            "access_denied": "denied",
            "expired_token": "Run login again, and approve within 15 minutes",
            "key_limit_reached": "You have 25 active keys. Revoke one at http://127.0.0.1",
            "invalid_grant": "Run login again",
        }
        for code, words in expectations.items():
            with self.subTest(code):
                result, _, _, _, _, path = self.run_login([Answer(400, {"error": code})])
                self.assertIsInstance(result, DeviceLoginError)
                self.assertEqual(result.code, code)
                self.assertIn(words, result.message)
                self.assertFalse(os.path.exists(path))

    def test_the_local_deadline_ends_a_login_nobody_approves(self):
        result, waits, _, _, _, _ = self.run_login([Answer(400, {"error": "authorization_pending"})], interval=5, expires_in=12, confirm=False)
        self.assertEqual((result.code, waits), ("timeout", [5.0, 5.0, 5.0]))

    def test_a_missing_or_malformed_address_is_refused_before_any_request(self):
        with self.assertRaisesRegex(ValueError, "needs your e-mail address"):
            login(base_url="http://127.0.0.1:9/api/v2", env={})
        with self.assertRaisesRegex(ValueError, "not an e-mail address"):
            login(email="not-an-address", base_url="http://127.0.0.1:9/api/v2", env={})


if __name__ == "__main__":
    unittest.main()
