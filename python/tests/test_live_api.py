"""Every operation of the contract (routes 1–27) through the SDK against the real server."""

from __future__ import annotations

import re
import unittest

from skyplan import SkyplanError
from tests.live import account, client_for
from tests.support.fake_server import Recorder

UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
PROMPT = "Three-tier web app on AWS: an application load balancer, EC2 app servers in an auto scaling group, and an RDS PostgreSQL database"


def setUpModule():
    global server, web, key, client, diagram
    server, web, key, client = account("py-api")
    diagram = client.diagrams.generate(PROMPT, cloud_provider="aws")


class GenerateAndReadTest(unittest.TestCase):
    def test_generate_returns_a_reviewed_scored_diagram_with_its_charge(self):
        self.assertRegex(diagram["id"], UUID)
        self.assertIn("<mxfile", diagram["xml"])
        self.assertEqual((diagram["cloud_provider"], diagram["diagram_type"]), ("aws", "architecture"))
        self.assertGreaterEqual(diagram["usage"]["credits_charged"], 1)
        self.assertTrue(diagram["warnings"])
        self.assertEqual(set(diagram["warnings"][0]) >= {"id", "type", "message", "severity", "pillar", "cell_ids"}, True)
        self.assertTrue(0 <= diagram["score"]["score"] <= 100)

    def test_get_list_and_warnings_read_it_back(self):
        again = client.diagrams.get(diagram["id"])
        self.assertEqual(again["id"], diagram["id"])
        self.assertIsNone(again.get("usage"))
        listed = client.diagrams.list(limit=100)
        self.assertIn(diagram["id"], [item["id"] for item in listed["items"]])
        self.assertIn("has_more", listed)
        self.assertEqual([w["id"] for w in client.diagrams.warnings(diagram["id"])], [w["id"] for w in again["warnings"]])

    def test_an_unknown_id_is_a_typed_404(self):
        with self.assertRaises(SkyplanError) as caught:
            client.diagrams.get("11111111-1111-1111-1111-111111111111")
        self.assertEqual((caught.exception.status, caught.exception.code), (404, "NOT_FOUND"))
        self.assertTrue(caught.exception.request_id)

    def test_export_gives_drawio_and_svg_text_and_png_bytes(self):
        drawio = client.diagrams.export(diagram["id"])
        self.assertIsInstance(drawio, str)
        self.assertIn("<mxfile", drawio)
        svg = client.diagrams.export(diagram["id"], format="svg", background="#ffffff", border=10)
        self.assertIn("<svg", svg)
        png = client.diagrams.export(diagram["id"], format="png", scale=0.5)
        self.assertIsInstance(png, bytes)
        self.assertTrue(png.startswith(b"\x89PNG\r\n\x1a\n"))


class ChangeTest(unittest.TestCase):
    def test_edit_fix_versions_and_revert(self):
        own = client.diagrams.generate("Web app on Azure: App Service and Azure SQL Database", cloud_provider="azure")
        edited = client.diagrams.edit(own["id"], "add a Redis cache")
        self.assertEqual(edited["usage"]["credits_charged"], 1)
        self.assertEqual(edited["version_number"], 2)
        warning = client.diagrams.warnings(own["id"])[0]
        fixed = client.diagrams.fix(own["id"], warning["message"], component=warning.get("component"), warning_type=warning["type"], warning_id=warning["id"])
        self.assertEqual((fixed["version_number"], fixed["usage"]["credits_charged"]), (3, 1))
        self.assertNotIn(warning["id"], [w["id"] for w in fixed["warnings"]])

        versions = client.versions.list(own["id"])
        self.assertEqual([v["version_number"] for v in versions["items"]], [1, 2, 3])
        self.assertEqual([v["is_current"] for v in versions["items"]], [False, False, True])
        first = client.versions.get(own["id"], versions["items"][0]["id"])
        self.assertEqual((first["id"], first["version_number"]), (own["id"], 1))
        self.assertEqual(client.versions.list(own["id"], limit=1, cursor="1")["items"][0]["version_number"], 2)
        diff = client.versions.diff(own["id"], from_version=1, to_version=2)
        self.assertIn("cache", " ".join(c["label"].lower() for c in diff["components"]["added"]))
        self.assertEqual(diff["review"]["score_delta"], diff["review"]["score_after"] - diff["review"]["score_before"])
        self.assertTrue(client.diagrams.description(own["id"], version=1)["summary"].startswith(own["title"]))
        for w in client.diagrams.warnings(own["id"], framework="soc2"):
            self.assertEqual({c["framework"] for c in w["controls"]}, {"soc2"})

        named = client.versions.rename(own["id"], versions["items"][0]["id"], "As generated")
        self.assertEqual((named["version_number"], named["name"]), (1, "As generated"))
        self.assertIsNone(client.versions.rename(own["id"], versions["items"][0]["id"], None)["name"])

        reverted = client.versions.revert(own["id"], version_number=1)
        self.assertEqual(reverted["id"], own["id"])
        self.assertEqual(client.diagrams.get(own["id"])["xml"], first["xml"])

    def test_fixing_a_warning_that_is_not_reported_fails_at_once(self):
        sleep = Recorder()
        impatient = client_for(server, key, sleep=sleep)
        with self.assertRaises(SkyplanError) as caught:
            impatient.diagrams.fix(diagram["id"], "This warning does not exist", warning_type="no_such_rule", warning_id="no_such_rule:diagram")
        self.assertEqual((caught.exception.status, caught.exception.code, sleep.waits), (409, "WARNING_NOT_FOUND", []))

    def test_from_code_draws_a_folder_and_names_the_bad_file(self):
        import os, tempfile
        with tempfile.TemporaryDirectory() as folder:
            os.makedirs(os.path.join(folder, "k8s"))
            with open(os.path.join(folder, "k8s", "web.yaml"), "w", encoding="utf-8") as handle:
                handle.write("apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {selector: {app: web}}\n---\n"
                             "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  template:\n    metadata: {labels: {app: web}}\n")
            drawn = client.diagrams.from_code(folder, title="Cluster from files")
        self.assertEqual((drawn["title"], drawn["cloud_provider"]), ("Cluster from files", "kubernetes"))
        self.assertIn("k8s/web.yaml", drawn["xml"])
        with self.assertRaises(SkyplanError) as caught:
            client.diagrams.from_code({"main.tf": 'resource "aws_vpc" "v" {\n  cidr_block = \n}\n'})
        self.assertEqual((caught.exception.status, caught.exception.details["file"], caught.exception.details["line"]), (422, "main.tf", 2))

    def test_update_import_and_delete(self):
        summary = client.diagrams.update(diagram["id"], title="Renamed by the Python SDK")
        self.assertEqual(summary["title"], "Renamed by the Python SDK")
        imported = client.diagrams.import_(client.diagrams.export(diagram["id"]), title="Imported copy", cloud_provider="aws")
        self.assertRegex(imported["id"], UUID)
        self.assertEqual(imported["title"], "Imported copy")
        self.assertEqual(client.versions.list(imported["id"])["items"][0]["version_number"], 1)
        self.assertIsNone(client.diagrams.delete(imported["id"]))
        with self.assertRaises(SkyplanError) as caught:
            client.diagrams.get(imported["id"])
        self.assertEqual(caught.exception.code, "NOT_FOUND")
        with self.assertRaises(ValueError):
            client.diagrams.update(diagram["id"])

    def test_relayout_asks_first_then_runs_to_the_end(self):
        asked = client.relayout.start(diagram["id"])
        self.assertEqual(asked["status"], "confirmation_required")
        self.assertNotIn("job_id", asked)
        seen = []
        done = client.relayout.run(diagram["id"], poll_interval=0.2, max_wait=60, on_progress=seen.append)
        self.assertEqual(done["status"], "done")
        self.assertTrue(seen)
        self.assertEqual(client.relayout.status(diagram["id"], done["job_id"])["status"], "done")


class GalleryPromptsAccountTest(unittest.TestCase):
    def test_a_public_diagram_is_in_the_gallery_and_forks_into_a_private_copy(self):
        client.diagrams.update(diagram["id"], is_public=True, title="Python SDK gallery sample")
        found = client.gallery.list(q="Python SDK gallery sample", source="community", cloud_provider="aws")
        self.assertIn(diagram["id"], [item["id"] for item in found["items"]])
        fork = client.gallery.fork(diagram["id"])
        self.assertEqual(fork["forked_from_id"], diagram["id"])
        self.assertFalse(client.diagrams.get(fork["id"])["is_public"])
        item = next(i for i in found["items"] if i["id"] == diagram["id"])
        self.assertEqual(item["thumbnail_url"], "/api/v2/gallery/%s/thumbnail" % diagram["id"])
        self.assertIn("<svg", client.gallery.thumbnail(diagram["id"]))

    def test_enhance_and_clarify(self):
        enhanced = client.prompts.enhance("web app on aws", cloud_provider="aws")
        self.assertEqual(enhanced["original_prompt"], "web app on aws")
        self.assertGreater(len(enhanced["enhanced_prompt"]), len("web app on aws"))
        clarified = client.prompts.clarify("a diagram")
        self.assertTrue(clarified["questions"])
        self.assertIn("text", clarified["questions"][0])

    def test_me_usage_history_and_meta(self):
        me = client.me.get()
        self.assertEqual((me["email"], me["livemode"], me["auth_method"]), (web.email, True, "key"))
        self.assertIn("diagrams:write", me["scopes"])
        usage = client.usage.summary()
        self.assertEqual(set(usage["cost_estimates"]), {"generate", "edit", "fix", "relayout"})
        self.assertEqual(usage["credits_remaining"], me["credits_remaining"])
        history = client.usage.history(action=["generate"], source="sdk-python", diagram_id=diagram["id"], livemode=True, since="2020-01-01T00:00:00Z")
        self.assertEqual([row["action_type"] for row in history["items"]], ["generate"])
        self.assertEqual(history["items"][0]["source"], "sdk-python")
        self.assertEqual(history["summary"]["task_count"], 1)
        self.assertIn("auto", client.meta.diagram_types()["diagram_types"])
        self.assertIn("aws", client.meta.providers()["providers"])
        self.assertEqual(client.meta.formats()["export_formats"], ["drawio", "svg", "png"])
        features = client.meta.features()
        self.assertEqual(features["plan"], me["plan"])
        self.assertIn("max_active_keys", features["limits"])


if __name__ == "__main__":
    unittest.main()
