"""Tests of the Skyplan Python SDK (run by `npm run test:python`)."""
