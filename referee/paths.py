"""Where referee keeps the user's files, per the XDG base directory specification.

One place for the three folders: the user's board profiles (config), the prompt's history (state)
and the cache (rule indexes, parsed data files). A variable that is unset, empty or relative is ignored, as the
specification says; `environ` lets tests and callers pass their own environment.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

APP = "referee"


def _home(environ: Mapping[str, str]) -> Path:
    return Path(environ.get("HOME") or Path.home())


def _xdg(variable: str, default: tuple[str, ...], environ: Mapping[str, str] | None) -> Path:
    env = os.environ if environ is None else environ
    value = env.get(variable, "")
    base = Path(value) if value and Path(value).is_absolute() else _home(env).joinpath(*default)
    return base / APP


def config_dir(environ: Mapping[str, str] | None = None) -> Path:
    """$XDG_CONFIG_HOME/referee, else ~/.config/referee: the user's board profiles."""
    return _xdg("XDG_CONFIG_HOME", (".config",), environ)


def state_dir(environ: Mapping[str, str] | None = None) -> Path:
    """$XDG_STATE_HOME/referee, else ~/.local/state/referee: the prompt's history."""
    return _xdg("XDG_STATE_HOME", (".local", "state"), environ)


def cache_dir(environ: Mapping[str, str] | None = None) -> Path | None:
    """The cache folder (rule indexes, parsed data files): $REFEREE_CACHE_DIR (empty: no cache at all), else the platform's
    cache folder ($XDG_CACHE_HOME/referee, else ~/.cache/referee on Linux and other Unix)."""
    env = os.environ if environ is None else environ
    value = env.get("REFEREE_CACHE_DIR")
    if value is not None:
        return Path(value) if value else None
    if sys.platform == "win32":
        return Path(env.get("LOCALAPPDATA") or _home(env) / "AppData" / "Local") / APP
    if sys.platform == "darwin":
        return _home(env) / "Library" / "Caches" / APP
    return _xdg("XDG_CACHE_HOME", (".cache",), env)
