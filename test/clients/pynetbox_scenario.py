"""Drives the server with Debian's pynetbox 7.0.0 exactly as users do.

Run by test/clients/pynetbox.test.ts with /usr/bin/python3 and the environment variables
NETBOX_URL (server base, without /api) and NETBOX_TOKEN. Exits non-zero on the first failed
assertion; every step prints a progress line first so a failure is easy to locate.
"""

import sys

import pynetbox

from scenario import LOGIN_REQUIRED, TOKEN, URL, api, expect_request_error, run, step


def check_choice(value, expected_value, expected_label, what):
    assert value is not None, f"{what}: choice field is None"
    assert not isinstance(value, (str, dict)), f"{what}: expected a Record, got {type(value).__name__} {value!r}"
    assert value.value == expected_value, f"{what}.value: expected {expected_value!r}, got {value.value!r}"
    assert value.label == expected_label, f"{what}.label: expected {expected_label!r}, got {value.label!r}"


# --------------------------------------------------------------------------------------------
# Meta
# --------------------------------------------------------------------------------------------


def meta():
    if LOGIN_REQUIRED:
        # pynetbox 7.0.0 reads the version without its token; NetBox 4.7 refuses that when
        # LOGIN_REQUIRED is on (its default), and so does this server.
        step("api.version with LOGIN_REQUIRED (GET /api/ without token is refused)")
        error = expect_request_error(lambda: api.version, 403, "api.version")
        assert error.req.headers.get("API-Version") == "4.7", f"403 without API-Version: {dict(error.req.headers)!r}"
        assert error.req.json() == {"detail": "Authentication credentials were not provided."}, f"403 body: {error.error!r}"
    else:
        step("api.version (GET /api/ without token, API-Version header)")
        assert api.version == "4.7", f"api.version: expected '4.7', got {api.version!r}"

    step("api.status()")
    status = api.status()
    assert isinstance(status, dict), f"api.status(): expected a dict, got {type(status).__name__}"
    assert "netbox-version" in status, f"api.status(): no 'netbox-version' key in {sorted(status)}"
    assert str(status["netbox-version"]).startswith("4.7"), f"netbox-version: {status['netbox-version']!r}"

    step("api.plugins.installed_plugins() (GET /api/plugins/installed-plugins/, superuser)")
    # pynetbox 7 returns Request.get()'s generator here: a list answer is yielded item by item.
    installed = list(api.plugins.installed_plugins())
    assert installed == [], f"installed_plugins(): expected [], got {installed!r}"


# --------------------------------------------------------------------------------------------
# Sites
# --------------------------------------------------------------------------------------------


def sites():
    step("tenancy.tenants.create")
    tenant = api.tenancy.tenants.create(name="Tenant A", slug="tenant-a")
    assert isinstance(tenant.id, int), f"tenant.id: {tenant.id!r}"
    assert tenant.name == "Tenant A", f"tenant.name: {tenant.name!r}"

    step("dcim.sites.create x2 (status, tenant)")
    one = api.dcim.sites.create(name="Site One", slug="site-one", status="active", tenant=tenant.id)
    two = api.dcim.sites.create(name="Site Two", slug="site-two", status="planned", tenant=tenant.id)
    assert one.id != two.id, "two sites got the same id"
    assert one.name == "Site One" and one.slug == "site-one", f"created site: {one.name!r} {one.slug!r}"
    check_choice(one.status, "active", "Active", "site one status")
    check_choice(two.status, "planned", "Planned", "site two status")
    assert one.tenant is not None and one.tenant.id == tenant.id, f"site one tenant: {one.tenant!r}"
    assert one.tenant.name == "Tenant A", f"site one tenant name: {one.tenant.name!r}"
    assert str(one) == "Site One", f"str(site): {str(one)!r}"
    assert one.url.startswith("http") and one.url.endswith(f"/api/dcim/sites/{one.id}/"), f"site url: {one.url!r}"

    step("choice serialize(): status -> value, tenant -> id")
    serialized = one.serialize()
    assert serialized["status"] == "active", f"serialize()['status']: {serialized['status']!r}"
    assert serialized["tenant"] == tenant.id, f"serialize()['tenant']: {serialized['tenant']!r}"

    step("dcim.sites.choices() (OPTIONS)")
    choices = api.dcim.sites.choices()
    assert "status" in choices, f"choices(): no 'status' in {sorted(choices)}"
    assert {"value": "active", "display_name": "Active"} in choices["status"], f"choices()['status']: {choices['status']!r}"

    step("dcim.sites.all()")
    everything = list(api.dcim.sites.all())
    assert [s.name for s in everything] == ["Site One", "Site Two"], f"all(): {[s.name for s in everything]!r}"
    assert len(api.dcim.sites.all()) == 2, "len(all()) != 2"

    step("dcim.sites.count()")
    assert api.dcim.sites.count() == 2, f"count(): {api.dcim.sites.count()!r}"
    assert api.dcim.sites.count(status="active") == 1, f"count(status=active): {api.dcim.sites.count(status='active')!r}"

    step("dcim.sites.get(id)")
    got = api.dcim.sites.get(one.id)
    assert got is not None, f"get({one.id}) returned None"
    assert got.id == one.id and got.name == "Site One", f"get({one.id}): {got.id!r} {got.name!r}"
    check_choice(got.status, "active", "Active", "get(id) status")
    assert got.tenant.id == tenant.id, f"get(id).tenant: {got.tenant!r}"

    step("dcim.sites.get(id) of a missing id -> None")
    assert api.dcim.sites.get(999999) is None, "get(999999) should be None"

    step("dcim.sites.get(slug=...)")
    by_slug = api.dcim.sites.get(slug="site-two")
    assert by_slug is not None and by_slug.id == two.id, f"get(slug='site-two'): {by_slug!r}"
    assert api.dcim.sites.get(slug="nope") is None, "get(slug='nope') should be None"

    step("dcim.sites.filter(name=...)")
    named = list(api.dcim.sites.filter(name="Site One"))
    assert [s.id for s in named] == [one.id], f"filter(name='Site One'): {[(s.id, s.name) for s in named]!r}"

    step("dcim.sites.filter(status='active')")
    active = list(api.dcim.sites.filter(status="active"))
    assert [s.id for s in active] == [one.id], f"filter(status='active'): {[(s.id, s.name) for s in active]!r}"
    several = list(api.dcim.sites.filter(status=["active", "planned"]))
    assert sorted(s.id for s in several) == sorted([one.id, two.id]), f"filter(status=[active, planned]): {[s.name for s in several]!r}"

    step("dcim.sites.filter(tenant_id=..., tenant=slug)")
    assert len(list(api.dcim.sites.filter(tenant_id=tenant.id))) == 2, "filter(tenant_id=) should find both sites"
    assert len(list(api.dcim.sites.filter(tenant="tenant-a"))) == 2, "filter(tenant='tenant-a') should find both sites"

    step("record.name = ...; record.save()")
    record = api.dcim.sites.get(one.id)
    assert record.save() is False, "save() without changes should send nothing and return False"
    record.name = "Site One Renamed"
    assert record.updates() == {"name": "Site One Renamed"}, f"updates(): {record.updates()!r}"
    assert record.save() is True, "save() should return True"
    again = api.dcim.sites.get(one.id)
    assert again.name == "Site One Renamed", f"after save(): name {again.name!r}"
    assert again.slug == "site-one", f"after save(): slug changed to {again.slug!r}"
    check_choice(again.status, "active", "Active", "status after name save")

    step("record.update({...})")
    assert again.update({"status": "retired", "description": "Moved out", "facility": "Hall 7"}) is True, "update() should return True"
    fresh = api.dcim.sites.get(one.id)
    check_choice(fresh.status, "retired", "Retired", "status after update()")
    assert fresh.description == "Moved out", f"description after update(): {fresh.description!r}"
    assert fresh.facility == "Hall 7", f"facility after update(): {fresh.facility!r}"
    assert fresh.name == "Site One Renamed", f"name after update(): {fresh.name!r}"
    assert api.dcim.sites.count(status="retired") == 1, "count(status='retired') should be 1"

    step("record.tenant = None; save() sends null")
    fresh.tenant = None
    assert fresh.save() is True, "save() of tenant=None should return True"
    untenanted = api.dcim.sites.get(one.id)
    assert untenanted.tenant is None, f"tenant after setting None: {untenanted.tenant!r}"

    step("duplicate site name -> RequestError 400")
    error = expect_request_error(
        lambda: api.dcim.sites.create(name="Site One Renamed", slug="another-slug"),
        400,
        "duplicate site name",
    )
    assert "site with this name already exists." in error.error, f"duplicate name error text: {error.error!r}"
    assert api.dcim.sites.count() == 2, "a rejected create must not add a site"

    step("record.delete()")
    assert two.delete() is True, "delete() should return True"
    assert api.dcim.sites.get(two.id) is None, f"get({two.id}) of a deleted site should be None"
    assert api.dcim.sites.count() == 1, f"count() after delete: {api.dcim.sites.count()!r}"
    assert [s.id for s in api.dcim.sites.all()] == [one.id], "all() after delete"

    step("tenant delete after sites no longer reference it")
    assert tenant.delete() is True, "tenant delete should succeed"
    assert api.tenancy.tenants.get(tenant.id) is None, "deleted tenant should be gone"
    assert one.delete() is True, "site one delete should succeed"
    assert api.dcim.sites.count() == 0, "no sites should remain"


# --------------------------------------------------------------------------------------------
# Devices and interfaces
# --------------------------------------------------------------------------------------------


def devices():
    step("manufacturer, device type, device role, sites")
    maker = api.dcim.manufacturers.create(name="Acme", slug="acme")
    dtype = api.dcim.device_types.create(manufacturer=maker.id, model="Switch 9000", slug="switch-9000")
    assert dtype.manufacturer.id == maker.id, f"device type manufacturer: {dtype.manufacturer!r}"
    assert str(dtype) == "Switch 9000", f"str(device type): {str(dtype)!r}"
    role = api.dcim.device_roles.create(name="Access", slug="access", color="ff0000")
    dc1 = api.dcim.sites.create(name="DC One", slug="dc-one")
    dc2 = api.dcim.sites.create(name="DC Two", slug="dc-two")

    step("devices.create named and unnamed")
    named = api.dcim.devices.create(name="sw1", device_type=dtype.id, role=role.id, site=dc1.id, status="active")
    unnamed = api.dcim.devices.create(device_type=dtype.id, role=role.id, site=dc1.id)
    assert named.name == "sw1" and named.display == "sw1", f"named device: {named.name!r} / {named.display!r}"
    assert unnamed.name is None, f"unnamed device name: {unnamed.name!r}"
    expected_display = f"Acme Switch 9000 ({unnamed.id})"
    assert unnamed.display == expected_display, f"unnamed display: expected {expected_display!r}, got {unnamed.display!r}"
    assert str(unnamed) == expected_display, f"str(unnamed device): {str(unnamed)!r}"
    check_choice(named.status, "active", "Active", "device status")
    check_choice(unnamed.status, "active", "Active", "default device status")
    assert named.site.id == dc1.id and named.role.id == role.id and named.device_type.id == dtype.id, "device relations"
    assert api.dcim.devices.count() == 2, f"device count: {api.dcim.devices.count()!r}"

    step("device nested device_type lazily loads full details")
    fetched = api.dcim.devices.get(unnamed.id)
    assert fetched.display == expected_display, f"get(id).display: {fetched.display!r}"
    assert fetched.device_type.part_number == "", f"device_type.part_number via full_details(): {fetched.device_type.part_number!r}"

    step("interfaces.create (single and bulk list), type 1000base-t")
    eth0 = api.dcim.interfaces.create(device=named.id, name="eth0", type="1000base-t")
    check_choice(eth0.type, "1000base-t", "1000BASE-T (1GE)", "interface type")
    assert eth0.device.id == named.id, f"interface device: {eth0.device!r}"
    bulk = api.dcim.interfaces.create([
        {"device": named.id, "name": "eth1", "type": "1000base-t"},
        {"device": unnamed.id, "name": "eth0", "type": "1000base-t"},
    ])
    assert isinstance(bulk, list) and len(bulk) == 2, f"bulk create: {bulk!r}"
    assert [i.name for i in bulk] == ["eth1", "eth0"], f"bulk create names: {[i.name for i in bulk]!r}"

    step("interfaces.filter(device_id=...)")
    on_named = list(api.dcim.interfaces.filter(device_id=named.id))
    assert sorted(i.name for i in on_named) == ["eth0", "eth1"], f"filter(device_id={named.id}): {[i.name for i in on_named]!r}"
    assert all(i.device.id == named.id for i in on_named), "filter(device_id) returned another device's interface"
    on_unnamed = list(api.dcim.interfaces.filter(device_id=unnamed.id))
    assert [i.id for i in on_unnamed] == [bulk[1].id], f"filter(device_id={unnamed.id}): {[i.id for i in on_unnamed]!r}"
    assert api.dcim.interfaces.count(device_id=named.id) == 2, "count(device_id=named)"
    assert api.dcim.interfaces.count() == 3, "interface count"
    assert len(list(api.dcim.interfaces.filter(device="sw1"))) == 2, "filter(device='sw1')"
    one_if = api.dcim.interfaces.get(device_id=named.id, name="eth1")
    assert one_if is not None and one_if.id == bulk[0].id, f"get(device_id=, name='eth1'): {one_if!r}"
    assert api.dcim.devices.get(named.id).interface_count == 2, "device interface_count"

    step("device status update via save()")
    device = api.dcim.devices.get(named.id)
    device.status = "planned"
    assert device.save() is True, "status save() should return True"
    check_choice(api.dcim.devices.get(named.id).status, "planned", "Planned", "device status after save")
    assert api.dcim.devices.count(status="planned") == 1, "count(status='planned')"

    step("device.site = {'slug': ...}; save() (nested attribute resolution)")
    device = api.dcim.devices.get(named.id)
    device.site = {"slug": "dc-two"}
    assert device.save() is True, "site dict save() should return True"
    moved = api.dcim.devices.get(named.id)
    assert moved.site.id == dc2.id, f"site after dict save: expected {dc2.id}, got {moved.site.id} ({moved.site.name})"
    assert [d.id for d in api.dcim.devices.filter(site_id=dc2.id)] == [named.id], "filter(site_id=dc2)"
    assert [d.id for d in api.dcim.devices.filter(site="dc-two")] == [named.id], "filter(site='dc-two')"

    step("bulk endpoint.update([...]) (PATCH list)")
    updated = api.dcim.devices.update([{"id": unnamed.id, "status": "offline"}])
    assert isinstance(updated, list) and len(updated) == 1, f"bulk update: {updated!r}"
    check_choice(updated[0].status, "offline", "Offline", "bulk updated status")
    check_choice(api.dcim.devices.get(unnamed.id).status, "offline", "Offline", "status after bulk update")

    step("delete manufacturer with dependent device types -> RequestError 409")
    expect_request_error(lambda: maker.delete(), 409, "protected manufacturer delete")
    assert api.dcim.manufacturers.get(maker.id) is not None, "protected manufacturer must still exist"

    step("delete interfaces (record.delete and bulk endpoint.delete)")
    assert eth0.delete() is True, "interface delete()"
    assert api.dcim.interfaces.get(eth0.id) is None, "deleted interface should be gone"
    assert api.dcim.interfaces.count() == 2, "interface count after one delete"
    assert api.dcim.interfaces.delete(bulk) is True, "bulk interface delete"
    assert api.dcim.interfaces.count() == 0, "interface count after bulk delete"

    step("delete devices")
    assert device.delete() is True, "device delete()"
    assert api.dcim.devices.get(named.id) is None, "deleted device should be gone"
    assert api.dcim.devices.count() == 1, "device count after one delete"
    assert unnamed.delete() is True, "unnamed device delete()"
    assert api.dcim.devices.count() == 0, "device count after both deletes"

    step("delete device type, then manufacturer succeeds")
    assert dtype.delete() is True, "device type delete()"
    assert maker.delete() is True, "manufacturer delete() once unreferenced"
    assert api.dcim.manufacturers.count() == 0, "manufacturer count"
    assert role.delete() and dc1.delete() and dc2.delete(), "cleanup deletes"


# --------------------------------------------------------------------------------------------
# Pagination
# --------------------------------------------------------------------------------------------

BULK = 60
SINGLE = 5
TOTAL = BULK + SINGLE


def pagination():
    step(f"extras.tags.create: {BULK} in one bulk POST, {SINGLE} one by one")
    created = api.extras.tags.create([
        {"name": f"pag-{n:02d}", "slug": f"pag-{n:02d}", "description": "bulk"} for n in range(BULK)
    ])
    assert isinstance(created, list) and len(created) == BULK, f"bulk tag create returned {len(created)} items"
    for n in range(SINGLE):
        api.extras.tags.create(name=f"other-{n}", slug=f"other-{n}")

    step("len(list(tags.all())) and tags.count()")
    everything = list(api.extras.tags.all())
    ids = [t.id for t in everything]
    assert len(ids) == TOTAL, f"len(list(all())): expected {TOTAL}, got {len(ids)}"
    assert len(set(ids)) == TOTAL, f"all() returned duplicates: {len(set(ids))} distinct of {len(ids)}"
    assert api.extras.tags.count() == TOTAL, f"count(): {api.extras.tags.count()!r}"
    assert len(api.extras.tags.all()) == TOTAL, "len(RecordSet) (the page's count)"
    names = [t.name for t in everything]
    expected_names = sorted(f"other-{n}" for n in range(SINGLE)) + [f"pag-{n:02d}" for n in range(BULK)]
    assert names == expected_names, f"all() order (weight, name): {names[:8]!r}..."

    # pynetbox 7.0: filter(limit=N) without offset follows `next` page by page (the second
    # request is ?limit=N&offset=N, later ones fetch `next` verbatim) and yields everything.
    step("tags.filter(limit=10) iterates every page")
    paged = [t.id for t in api.extras.tags.filter(limit=10)]
    assert len(paged) == TOTAL, f"filter(limit=10): expected {TOTAL}, got {len(paged)}"
    assert paged == ids, "filter(limit=10) order or content differs from all()"

    step("tags.all(limit=7) iterates every page")
    paged = [t.id for t in api.extras.tags.all(limit=7)]
    assert paged == ids, f"all(limit=7): got {len(paged)} ids, expected {TOTAL} in the same order"

    step("tags.filter(description='bulk', limit=10): next links keep the filter")
    filtered = [t for t in api.extras.tags.filter(description="bulk", limit=10)]
    assert len(filtered) == BULK, f"filter(description='bulk', limit=10): expected {BULK}, got {len(filtered)}"
    assert all(t.description == "bulk" for t in filtered), "a later page lost the description filter"
    assert api.extras.tags.count(description="bulk") == BULK, "count(description='bulk')"

    # filter(limit=N, offset=M) is a single request for a single page.
    step("tags.filter(limit=10, offset=20): exactly one page")
    page = [t.id for t in api.extras.tags.filter(limit=10, offset=20)]
    assert page == ids[20:30], f"filter(limit=10, offset=20): {page!r} != {ids[20:30]!r}"
    page = [t.id for t in api.extras.tags.filter(limit=10, offset=60)]
    assert page == ids[60:], f"filter(limit=10, offset=60) (last, short page): {page!r}"
    page = [t.id for t in api.extras.tags.filter(limit=10, offset=TOTAL + 10)]
    assert page == [], f"filter(limit=10, offset past the end): {page!r}"

    step("threading=True: tags.filter(limit=10) fetches pages concurrently")
    threaded_api = pynetbox.api(URL, token=TOKEN, threading=True)
    threaded = [t.id for t in threaded_api.extras.tags.filter(limit=10)]
    assert sorted(threaded) == sorted(ids), f"threaded filter(limit=10): {len(threaded)} ids, {len(set(threaded))} distinct"

    step("RecordSet.delete(): bulk delete every 'bulk' tag across pages")
    assert api.extras.tags.filter(description="bulk", limit=25).delete() is True, "RecordSet.delete()"
    assert api.extras.tags.count() == SINGLE, f"count() after bulk delete: {api.extras.tags.count()!r}"
    assert sorted(t.name for t in api.extras.tags.all()) == sorted(f"other-{n}" for n in range(SINGLE)), "remaining tags"


if __name__ == "__main__":
    sys.exit(run([meta, sites, devices, pagination]))
