"""The README's set-up command on a fresh machine: tools/setup.sh installs into the project's own
virtual environment (.venv), says which package to install when Python cannot make one, and is
harmless to run again. Python is replaced by small stubs here: no real environment is created.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tools" / "setup.sh"
VERSION = "%d.%d" % sys.version_info[:2]


def _readme_command(marker: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(rf"<!-- {marker} -->\n```sh\n(.+)\n```", text)
    assert found, marker
    return found.group(1)


def test_the_readme_commands_use_the_project_environment():
    setup = _readme_command("setup")
    assert setup.startswith("sh tools/setup.sh && ")
    assert setup.endswith(".venv/bin/referee play game.toml")
    assert _readme_command("test") == ".venv/bin/python -m pytest"


def _copy(tmp_path: Path) -> Path:
    """A project folder holding only the set-up script."""
    (tmp_path / "project" / "tools").mkdir(parents=True)
    shutil.copy(SCRIPT, tmp_path / "project" / "tools" / "setup.sh")
    return tmp_path / "project"


def _stub(path: Path, body: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)


def _setup(project: Path, bin_dir: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}/usr/bin{os.pathsep}/bin"}
    env.pop("PYTHON", None)
    return subprocess.run(["sh", str(project / "tools" / "setup.sh")], env=env, capture_output=True, text=True,
                          timeout=60)


@pytest.mark.parametrize("failing", [
    '*ensurepip*|*"-m venv"*',  # Debian without python3-venv: no ensurepip at all
    '*"-m venv"*',              # ensurepip importable but venv fails (its wheels are missing)
])
def test_without_venv_the_setup_names_the_package_to_install(tmp_path, failing):
    project = _copy(tmp_path)
    _stub(tmp_path / "bin" / "python3",
          f'case "$*" in {failing}) echo "No module named ensurepip" >&2; exit 1;; esac\n'
          f'exec {sys.executable} "$@"')
    result = _setup(project, tmp_path / "bin")
    assert result.returncode == 1
    assert f"sudo apt install python{VERSION}-venv" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (project / ".venv" / "bin" / "pip").exists()


def test_running_it_again_reuses_the_environment(tmp_path):
    project = _copy(tmp_path)
    calls = tmp_path / "calls"
    _stub(tmp_path / "bin" / "python3",
          f'case "$*" in *"-m venv"*) echo "venv must not be made again" >&2; exit 1;; esac\n'
          f'exec {sys.executable} "$@"')
    _stub(project / ".venv" / "bin" / "python", f'echo "$*" >> {calls}')
    for _ in range(2):
        result = _setup(project, tmp_path / "bin")
        assert result.returncode == 0, result.stderr
    assert calls.read_text().splitlines() == ["-m pip --version", "-m pip install -q -e .[test]"] * 2


def test_an_old_python_is_named(tmp_path):
    project = _copy(tmp_path)
    _stub(tmp_path / "bin" / "python3", 'case "$*" in -V) echo "Python 3.9.2";; *) exit 1;; esac')
    result = _setup(project, tmp_path / "bin")
    assert result.returncode == 1 and "Python 3.11 or later" in result.stderr and "3.9.2" in result.stderr
