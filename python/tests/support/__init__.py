"""Test fixtures: a real Skyplan server, an SMTP receiver, web sign-in, and a scripted HTTP server."""
