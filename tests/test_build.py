"""A fresh `pip install .` speaks Japanese: the wheel carries the compiled catalogs and man pages."""

import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_carries_catalogs_and_speaks_japanese(tmp_path):
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(tmp_path)],
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    wheel = next(tmp_path.glob("referee-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for lang in ("en", "ja"):
        for domain in ("referee", "tigris"):
            assert f"referee/locale/{lang}/LC_MESSAGES/{domain}.mo" in names
    assert any(n.endswith("share/man/man1/referee.1") for n in names)
    assert any(n.endswith("share/man/ja/man1/referee.1") for n in names)
    assert "referee/games/tigris/data/facts.toml" in names

    unpacked = tmp_path / "unpacked"
    zipfile.ZipFile(wheel).extractall(unpacked)
    env = {**os.environ, "PYTHONPATH": str(unpacked), "LANG": "ja_JP.UTF-8", "LC_ALL": ""}
    run = subprocess.run([sys.executable, "-c", "import referee.cli, sys; sys.argv[0] = 'referee'; referee.cli.main()",
                          "run", "-"], input="new tigris Aki Ben\ntile red E3\n", capture_output=True, text=True,
                         env=env, cwd=tmp_path)
    assert run.returncode == 1
    assert "却下" in run.stderr, run.stderr
    assert str(unpacked) in subprocess.run(
        [sys.executable, "-c", "import referee; print(referee.__file__)"], capture_output=True, text=True,
        env=env, cwd=tmp_path).stdout
