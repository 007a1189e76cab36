#!/bin/sh
# The README's set-up: install the referee and its test tools into the project's own virtual
# environment, .venv, so that the system Python is never changed (PEP 668 forbids that on Debian and
# Ubuntu). Running it again is harmless: an existing .venv is reused, one without pip is repaired.
# PYTHON names another interpreter (default: python3).
set -eu
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}

if ! command -v "$python" >/dev/null 2>&1; then
  echo "setup: $python was not found. Install Python 3.11 or later" \
       "(Debian/Ubuntu: sudo apt install python3 python3-venv), then run this again." >&2
  exit 1
fi
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
  echo "setup: the referee needs Python 3.11 or later; $python is $("$python" -V 2>&1)." >&2
  exit 1
fi

no_venv() {
  version=$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  echo "setup: $python cannot create a virtual environment (its venv module or ensurepip is missing)." >&2
  echo "setup: on Debian or Ubuntu install it with:  sudo apt install python$version-venv" >&2
  echo "setup: (elsewhere, your system's venv package for Python $version), then run this again." >&2
  exit 1
}

if ! .venv/bin/python -m pip --version >/dev/null 2>&1; then
  "$python" -c 'import ensurepip, venv' >/dev/null 2>&1 || no_venv
  "$python" -m venv .venv || no_venv
fi
.venv/bin/python -m pip install -q -e '.[test]'
