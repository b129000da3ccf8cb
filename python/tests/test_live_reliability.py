"""Billing safety and failure handling against the real server: a lost answer is replayed with the
same Idempotency-Key (one charge), timeouts, real 429s with Retry-After, 426 for old clients."""

from __future__ import annotations

import unittest
import uuid

from skyplan import RetryPolicy, SkyplanError, UrllibTransport
from tests.live import account, client_for
from tests.support.fake_server import Recorder

PROMPT = "Web app on AWS: CloudFront, an application load balancer, ECS services and Aurora"


class DropFirstAnswer:
    """A transport that lets the first request reach the server, reads its answer, then reports
    the connection as lost, as a proxy timing out after the work was done would."""

    def __init__(self) -> None:
        self.inner = UrllibTransport()
        self.sent = []
        self.dropped = None

    def send(self, request):
        self.sent.append(request)
        response = self.inner.send(request)
        if self.dropped is None:
            self.dropped = (response.status, response.read())
            response.close()
            raise ConnectionResetError("connection reset by peer (dropped by the test)")
        return response


class Counting(UrllibTransport):
    """The default transport, counting requests."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def send(self, request):
        self.count += 1
        return super().send(request)


def setUpModule():
    global server, web, key, client
    server, web, key, client = account("py-reliable")


def balance() -> float:
    return client.usage.summary()["credits_remaining"]


class IdempotencyTest(unittest.TestCase):
    def test_a_dropped_answer_is_retried_with_the_same_key_and_replayed_not_charged_twice(self):
        before = balance()
        transport, sleep = DropFirstAnswer(), Recorder()
        retried = []
        dropping = client_for(server, key, transport=transport, sleep=sleep, on_retry=lambda n, s, e: retried.append(e.code))
        diagram = dropping.diagrams.generate(PROMPT, cloud_provider="aws")
        status, lost = transport.dropped
        self.assertEqual(status, 201)
        self.assertIn(diagram["id"].encode(), lost)
        keys = [r.headers["Idempotency-Key"] for r in transport.sent]
        self.assertEqual(len(keys), 2)
        self.assertEqual(keys[0], keys[1])
        self.assertEqual((retried, sleep.waits), (["CONNECTION_ERROR"], [5.0]))
        history = client.usage.history(diagram_id=diagram["id"], action="generate")
        self.assertEqual(history["summary"]["task_count"], 1)
        self.assertEqual(balance(), before - diagram["usage"]["credits_charged"])

    def test_the_callers_key_gives_the_same_diagram_and_a_different_body_is_refused(self):
        key_ = "order-%s" % uuid.uuid4()
        first = client.diagrams.generate("Data pipeline on GCP: Pub/Sub, Dataflow and BigQuery", cloud_provider="gcp", idempotency_key=key_)
        again = client.diagrams.generate("Data pipeline on GCP: Pub/Sub, Dataflow and BigQuery", cloud_provider="gcp", idempotency_key=key_)
        self.assertEqual((again["id"], again["usage"]), (first["id"], first["usage"]))
        transport = Counting()
        counting = client_for(server, key, transport=transport, sleep=Recorder())
        with self.assertRaises(SkyplanError) as caught:
            counting.diagrams.generate("Something else entirely on Azure", cloud_provider="azure", idempotency_key=key_)
        self.assertEqual((caught.exception.status, caught.exception.code), (422, "IDEMPOTENCY_KEY_REUSED"))
        self.assertEqual(transport.count, 1)

    def test_timed_out_attempts_keep_one_key_and_the_work_is_charged_once(self):
        before = balance()
        key_ = str(uuid.uuid4())
        impatient = client_for(server, key, timeout=0.02, sleep=Recorder())
        with self.assertRaises(SkyplanError) as caught:
            impatient.diagrams.generate(PROMPT + " and an S3 bucket", cloud_provider="aws", idempotency_key=key_)
        # The last of the quick retries either times out too, or is told the first attempt (same key)
        # is still running on the server: both leave the work to the patient retry below.
        self.assertIn(caught.exception.code, ("TIMEOUT", "IDEMPOTENCY_IN_PROGRESS"))
        patient = client_for(server, key, retry=RetryPolicy(ambiguous_delays=(0.5, 1, 2, 4, 8)))
        diagram = patient.diagrams.generate(PROMPT + " and an S3 bucket", cloud_provider="aws", idempotency_key=key_)
        self.assertEqual(client.usage.history(diagram_id=diagram["id"])["summary"]["task_count"], 1)
        self.assertEqual(balance(), before - diagram["usage"]["credits_charged"])


class RefusalTest(unittest.TestCase):
    def test_an_old_client_is_told_to_update_and_not_retried(self):
        transport = Counting()
        old = client_for(server, key, client="sdk-python/0.0.9", transport=transport, sleep=Recorder())
        for call in (old.me.get, lambda: old.diagrams.generate(PROMPT)):
            with self.assertRaises(SkyplanError) as caught:
                call()
            error = caught.exception
            self.assertEqual((error.status, error.code), (426, "CLIENT_OUTDATED"))
            self.assertTrue(error.message.startswith("Update your client: pip install --upgrade %s/clients/skyplan-latest.tar.gz" % server.base_url.replace("/api/v2", "")))
            self.assertIn("sdk-python/0.0.9", error.message)
        self.assertEqual(transport.count, 2)

    def test_the_real_rate_limit_is_waited_out_as_retry_after_says(self):
        test_key = web.create_key(livemode=False)
        probe = client_for(server, test_key, retry=RetryPolicy(max_retries=0))
        for _ in range(45):  # 20 a minute for test keys; a new minute may start while filling
            try:
                probe.meta.providers()
            except SkyplanError as error:
                self.assertEqual((error.status, error.code), (429, "RATE_LIMITED"))
                break
        else:
            self.fail("no 429 after 45 calls")
        sleep = Recorder()
        limited = client_for(server, test_key, sleep=sleep)
        # The waits go through the injected sleep (recorded below), never a real one.
        with self.assertRaises(SkyplanError) as caught:
            limited.meta.formats()
        asked = caught.exception.retry_after
        self.assertTrue(asked and 1 <= asked <= 60)
        self.assertEqual(len(sleep.waits), 3)
        for waited in sleep.waits:
            self.assertLessEqual(waited, 30.0)
            self.assertAlmostEqual(waited, min(asked, 30.0), delta=1.0)

    def test_missing_and_refused_keys(self):
        with self.assertRaises(SkyplanError) as caught:
            client_for(server, None).me.get()
        self.assertEqual(caught.exception.code, "NO_API_KEY")
        self.assertIn("skyplan login", caught.exception.message)
        with self.assertRaises(SkyplanError) as caught:
            client_for(server, "skp_live_" + "z" * 43).me.get()
        self.assertEqual((caught.exception.status, caught.exception.code), (401, "INVALID_API_KEY"))


if __name__ == "__main__":
    unittest.main()
