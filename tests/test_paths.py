"""The user's folders come from one module, per the XDG base directory specification."""

import sys

import pytest

from referee import paths
from referee.facts import profile_path
from referee.repl import history_path


def test_each_folder_follows_its_absolute_xdg_variable(tmp_path):
    env = {"XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_STATE_HOME": str(tmp_path / "s"),
           "XDG_CACHE_HOME": str(tmp_path / "k"), "HOME": str(tmp_path / "home")}
    assert profile_path("lancaster", env) == tmp_path / "c" / "referee" / "lancaster.toml"
    assert history_path(env) == tmp_path / "s" / "referee" / "history"
    if sys.platform not in ("win32", "darwin"):
        assert paths.cache_dir(env) == tmp_path / "k" / "referee"


@pytest.mark.parametrize("value", ["", "relative/dir"])
def test_an_empty_or_relative_variable_falls_back_to_home(tmp_path, value):
    home = tmp_path / "home"
    env = {"XDG_CONFIG_HOME": value, "XDG_STATE_HOME": value, "XDG_CACHE_HOME": value, "HOME": str(home)}
    assert paths.config_dir(env) == home / ".config" / "referee"
    assert paths.state_dir(env) == home / ".local" / "state" / "referee"
    if sys.platform not in ("win32", "darwin"):
        assert paths.cache_dir(env) == home / ".cache" / "referee"


def test_referee_cache_dir_overrides_and_empty_means_no_cache(tmp_path):
    assert paths.cache_dir({"REFEREE_CACHE_DIR": str(tmp_path)}) == tmp_path
    assert paths.cache_dir({"REFEREE_CACHE_DIR": ""}) is None
