"""Skyplan's in-tree PEP 517 build backend (standard library only).

A self-hosted Skyplan serves this package itself (``<server>/clients/skyplan-latest.tar.gz``), so
``pip install`` of it must work where no package index is reachable. With an in-tree backend and
no build requirements, pip's isolated build installs nothing. The SDK is pure Python with no
dependencies: a wheel is the ``skyplan`` folder plus its metadata. docs/adr/0010-served-clients.md
says why this is not setuptools.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import os
import re
import tarfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: Fixed timestamp of every archive member (1 Jan 2020), so the same sources give the same bytes.
EPOCH = 1577836800


def _project() -> dict:
    """name, version, summary, requires-python and scripts, read from pyproject.toml."""
    text = open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8").read()
    project = re.search(r"^\[project\]\n(.*?)(?=^\[|\Z)", text, re.S | re.M).group(1)

    def field(key: str) -> str:
        m = re.search(r'^%s\s*=\s*"([^"]*)"' % re.escape(key), project, re.M)
        if not m:
            raise ValueError("pyproject.toml: [project] has no %s" % key)
        return m.group(1)

    scripts_block = re.search(r"^\[project\.scripts\]\n(.*?)(?=^\[|\Z)", text, re.S | re.M)
    scripts = re.findall(r'^([\w.-]+)\s*=\s*"([^"]+)"', scripts_block.group(1), re.M) if scripts_block else []
    return {
        "name": field("name"),
        "version": field("version"),
        "summary": field("description"),
        "requires_python": field("requires-python"),
        "scripts": scripts,
    }


def _dist_name(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def _metadata(p: dict) -> str:
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    return (
        "Metadata-Version: 2.1\n"
        "Name: %s\nVersion: %s\nSummary: %s\nLicense: MIT\nRequires-Python: %s\n"
        "Classifier: Programming Language :: Python :: 3\n"
        "Classifier: Typing :: Typed\n"
        "Description-Content-Type: text/markdown\n\n%s"
    ) % (p["name"], p["version"], p["summary"], p["requires_python"], readme)


def _package_files() -> list:
    """The files of the ``skyplan`` package, relative to the project root, sorted."""
    out = []
    for folder, dirs, files in os.walk(os.path.join(ROOT, "skyplan")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for f in sorted(files):
            if f.endswith((".py", ".typed")):
                out.append(os.path.relpath(os.path.join(folder, f), ROOT).replace(os.sep, "/"))
    return out


def _zip_write(zf: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
    info.external_attr = 0o644 << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    zf.writestr(info, data)


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (name, digest, len(data))


def _dist_info(p: dict) -> dict:
    info = "%s-%s.dist-info" % (_dist_name(p["name"]), p["version"])
    files = {
        info + "/METADATA": _metadata(p).encode(),
        info + "/WHEEL": b"Wheel-Version: 1.0\nGenerator: skyplan_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    if p["scripts"]:
        lines = "".join("%s = %s\n" % s for s in p["scripts"])
        files[info + "/entry_points.txt"] = ("[console_scripts]\n" + lines).encode()
    return files


def _write_wheel(directory: str, files: dict, p: dict) -> str:
    name = "%s-%s-py3-none-any.whl" % (_dist_name(p["name"]), p["version"])
    record = "%s-%s.dist-info/RECORD" % (_dist_name(p["name"]), p["version"])
    with zipfile.ZipFile(os.path.join(directory, name), "w") as zf:
        lines = []
        for path in sorted(files):
            _zip_write(zf, path, files[path])
            lines.append(_record_line(path, files[path]))
        lines.append(record + ",,")
        _zip_write(zf, record, ("\n".join(lines) + "\n").encode())
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    p = _project()
    for path, data in _dist_info(p).items():
        target = os.path.join(metadata_directory, *path.split("/"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
    return "%s-%s.dist-info" % (_dist_name(p["name"]), p["version"])


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    p = _project()
    files = {path: open(os.path.join(ROOT, path), "rb").read() for path in _package_files()}
    files.update(_dist_info(p))
    return _write_wheel(wheel_directory, files, p)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """PEP 660: a wheel whose .pth file points at this checkout (``pip install -e python``)."""
    p = _project()
    files = {"%s.pth" % _dist_name(p["name"]): (ROOT + "\n").encode()}
    files.update(_dist_info(p))
    return _write_wheel(wheel_directory, files, p)


def build_sdist(sdist_directory, config_settings=None):
    p = _project()
    base = "%s-%s" % (_dist_name(p["name"]), p["version"])
    members = ["pyproject.toml", "README.md", "_build/skyplan_build.py"] + _package_files()
    name = base + ".tar.gz"
    with open(os.path.join(sdist_directory, name), "wb") as raw, gzip.GzipFile(
        filename="", mode="wb", fileobj=raw, mtime=EPOCH
    ) as gz, tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:

        def add(arcname: str, data: bytes) -> None:
            info = tarfile.TarInfo(base + "/" + arcname)
            info.size, info.mtime, info.mode = len(data), EPOCH, 0o644
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            tar.addfile(info, io.BytesIO(data))

        add("PKG-INFO", _metadata(p).encode())
        for path in members:
            add(path, open(os.path.join(ROOT, path), "rb").read())
    return name
