"""Streaming generation (Server-Sent Events) through the SDK against the real server."""

from __future__ import annotations

import unittest
import uuid

from skyplan import SkyplanError
from tests.live import account

STAGES = ["understanding", "planning", "layout", "review", "saving"]


def setUpModule():
    global client
    _server, _web, _key, client = account("py-stream")


class StreamTest(unittest.TestCase):
    def test_progress_stages_in_order_then_the_complete_diagram(self):
        events = list(client.diagrams.stream("Serverless API on GCP: Cloud Run behind an API gateway, with Firestore", cloud_provider="gcp"))
        self.assertEqual([e.event for e in events], ["progress"] * len(events[:-1]) + ["complete"])
        self.assertEqual([e.data["stage"] for e in events[:-1]], STAGES)
        self.assertTrue(all(0 <= e.data["progress"] <= 100 and e.data["message"] for e in events[:-1]))
        complete = events[-1].data
        self.assertGreaterEqual(complete["usage"]["credits_charged"], 1)
        self.assertEqual(client.diagrams.get(complete["id"])["xml"], complete["xml"])

    def test_the_same_key_replays_the_stored_result_without_a_second_charge(self):
        key = str(uuid.uuid4())
        prompt = "Event-driven order pipeline on AWS: API Gateway, SQS queue, Lambda workers and DynamoDB"
        first = list(client.diagrams.stream(prompt, cloud_provider="aws", idempotency_key=key))[-1].data
        replay = list(client.diagrams.stream(prompt, cloud_provider="aws", idempotency_key=key))
        self.assertEqual([e.event for e in replay], ["complete"])
        self.assertEqual(replay[0].data["id"], first["id"])
        self.assertEqual(client.usage.history(diagram_id=first["id"])["summary"]["task_count"], 1)

    def test_generate_with_progress_reports_each_stage_and_returns_the_diagram(self):
        stages = []
        diagram = client.diagrams.generate_with_progress(
            "Kubernetes microservices: ingress, three services and a PostgreSQL database", cloud_provider="kubernetes", on_progress=lambda p: stages.append(p["stage"])
        )
        self.assertEqual(stages, STAGES)
        self.assertEqual(diagram["cloud_provider"], "kubernetes")

    def test_a_request_refused_before_streaming_is_a_typed_error(self):
        events = client.diagrams.stream("   ", cloud_provider="aws")
        with self.assertRaises(SkyplanError) as caught:
            next(events)
        self.assertEqual((caught.exception.status, caught.exception.code), (422, "VALIDATION_ERROR"))

    def test_leaving_a_stream_early_closes_it(self):
        events = client.diagrams.stream("Static website on Azure with a CDN", cloud_provider="azure")
        self.assertEqual(next(events).event, "progress")
        events.close()
        self.assertEqual(client.me.get()["livemode"], True)


if __name__ == "__main__":
    unittest.main()
