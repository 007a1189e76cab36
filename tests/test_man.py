"""The man pages cover every command and stay in step with the command registry."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import man  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_generated_commands_match_the_registry(lang):
    assert man.PAGES[lang].read_text(encoding="utf-8") == man.render(lang), "run: python tools/man.py"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_shell_command_is_documented(lang):
    from referee.cli import build

    page = man.PAGES[lang].read_text(encoding="utf-8")
    for name in build().commands:
        assert f".It Cm {name}" in page, f"{name} is missing from {man.PAGES[lang]}"


@pytest.mark.skipif(shutil.which("mandoc") is None, reason="mandoc is not installed (.ci/run installs it)")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_mandoc_lint_is_clean(lang):
    result = subprocess.run(["mandoc", "-T", "lint", "-W", "warning", str(man.PAGES[lang])],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
