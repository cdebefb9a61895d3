"""pynetbox 7.0.0's users calls: create_token() (POST /api/users/tokens/provision/ without a token,
then the token it returns is used for every request) and users.config().

Run by test/clients/pynetbox.test.ts; the server's superuser is admin / admin-password.
"""

import sys

import pynetbox
from pynetbox.core.query import RequestError

from scenario import TOKEN, URL, expect_request_error, run, step


def provisioning():
    step("create_token with a wrong password")
    anonymous = pynetbox.api(URL)
    expect_request_error(lambda: anonymous.create_token("admin", "wrong password"), 403, "create_token")
    assert anonymous.token is None, f"token set after a refusal: {anonymous.token!r}"

    step("create_token(admin, admin-password)")
    nb = pynetbox.api(URL)
    token = nb.create_token("admin", "admin-password")
    assert nb.token == token.key, f"api.token {nb.token!r} is not the token's key {token.key!r}"
    assert isinstance(token.key, str) and len(token.key) == 40, f"key: {token.key!r}"
    assert token.write_enabled is True, f"write_enabled: {token.write_enabled!r}"
    assert token.user.username == "admin", f"user: {token.user!r}"

    step("the new token reads and writes")
    site = nb.dcim.sites.create(name="Provisioned", slug="provisioned")
    assert site.id, f"site: {site!r}"
    assert [s.id for s in nb.dcim.sites.filter(slug="provisioned")] == [site.id]
    site.delete()

    step("users.config() (7.0.0 returns a generator of the one document)")
    nb.http_session.patch(
        f"{URL}/api/users/config/",
        json={"tables": {"SiteTable": {"columns": ["name", "status"]}}},
        headers={"Authorization": f"Token {nb.token}"},
    ).raise_for_status()
    config = list(nb.users.config())
    assert config == [{"tables": {"SiteTable": {"columns": ["name", "status"]}}}], f"config: {config!r}"

    step("the token is listed, without its secret")
    listed = nb.users.tokens.get(token.id)
    assert listed.token is None, f"secret shown again: {listed.token!r}"


if __name__ == "__main__":
    sys.exit(run([provisioning]))
