"""The interactive prompt (prompt-toolkit). Imported only when `referee play` runs on a terminal."""

from __future__ import annotations


def run_repl(session) -> int:
    from prompt_toolkit import PromptSession

    prompt = PromptSession()
    while True:
        try:
            line = prompt.prompt("referee> ")
        except (EOFError, KeyboardInterrupt):
            return 0
        reply = session.execute(line)
        if reply.status == "quit":
            return 0
        if reply.text:
            print(reply.text)
