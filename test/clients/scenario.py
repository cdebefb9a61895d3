"""What the pynetbox scenarios share: the client (NETBOX_URL, NETBOX_TOKEN), progress steps, and
a runner that reports the step a failure happened in."""

import os
import sys
import traceback

import pynetbox
from pynetbox.core.query import RequestError

URL = os.environ["NETBOX_URL"]
TOKEN = os.environ["NETBOX_TOKEN"]
# Whether the server refuses anonymous requests (its LOGIN_REQUIRED setting).
LOGIN_REQUIRED = os.environ.get("NETBOX_LOGIN_REQUIRED", "true") == "true"

api = pynetbox.api(URL, token=TOKEN)

_current = ["(start)"]


def step(text):
    """Announces the next step, so that a failure names where it happened."""
    _current[0] = text
    print(f"--- {text}", flush=True)


def expect_request_error(call, status, what):
    """Runs call(), which must raise RequestError with the given HTTP status; returns the error."""
    try:
        result = call()
    except RequestError as error:
        got = error.req.status_code
        assert got == status, (
            f"{what}: expected HTTP {status}, got {got} "
            f"({error.req.request.method} {error.req.request.url}): {error.error}"
        )
        print(f"    {what}: HTTP {got} {error.error}", flush=True)
        return error
    raise AssertionError(f"{what}: expected RequestError {status}, but the call returned {result!r}")


def run(sections):
    """Runs the sections in order; exit status 0 only when every one passed."""
    try:
        for section in sections:
            section()
    except Exception:
        print(f"FAILED at step: {_current[0]}", file=sys.stderr, flush=True)
        traceback.print_exc()
        return 1
    print("OK: pynetbox scenario passed", flush=True)
    return 0
