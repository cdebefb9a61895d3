"""Writes through Debian's pynetbox 7.0.0: objects created with nested attribute references, bulk
update with differing attributes, bulk delete, tags added and removed, custom fields set and
filtered, change records read back, validation errors as RequestError.

Run by test/clients/pynetbox.test.ts with /usr/bin/python3, NETBOX_URL and NETBOX_TOKEN. Exits
non-zero on the first failed assertion; each step prints a line first.
"""

import json
import sys

from scenario import api, expect_request_error, run, step

state = {}


def references():
    step("a site, a rack, a device type and a role to refer to")
    site = api.dcim.sites.create(name="Writes HQ", slug="writes-hq")
    other = api.dcim.sites.create(name="Writes DR", slug="writes-dr")
    api.dcim.racks.create(name="R1", site=site.id)
    api.dcim.racks.create(name="R1", site=other.id)
    maker = api.dcim.manufacturers.create(name="Writes Maker", slug="writes-maker")
    api.dcim.device_types.create(manufacturer=maker.id, model="W-1", slug="w-1", u_height=1)
    api.dcim.device_roles.create(name="Writes Leaf", slug="writes-leaf")

    step("dcim.devices.create with references by attributes (a rack by its name and its site's name)")
    devices = api.dcim.devices.create([
        {
            "name": f"w-{n}",
            "device_type": {"slug": "w-1"},
            "role": {"name": "Writes Leaf"},
            "site": {"slug": "writes-hq"},
            "rack": {"name": "R1", "site": {"name": "Writes HQ"}},
        }
        for n in range(4)
    ])
    assert [d.name for d in devices] == ["w-0", "w-1", "w-2", "w-3"], devices
    assert all(d.rack.id == api.dcim.racks.get(name="R1", site_id=site.id).id for d in devices)
    assert devices[0].device_type.slug == "w-1" and devices[0].role.name == "Writes Leaf"

    step("an ambiguous reference is refused with the reference's message")
    error = expect_request_error(
        lambda: api.dcim.devices.create(name="w-x", device_type={"slug": "w-1"}, role={"slug": "writes-leaf"},
                                        site=site.id, rack={"name": "R1"}),
        400, "rack matched in two sites")
    assert json.loads(error.error) == {"rack": ["Multiple objects match the provided attributes: {'name': 'R1'}"]}, error.error
    state.update(site=site, devices=devices)


def bulk():
    devices = state["devices"]
    step("dcim.devices.update: a bulk PATCH whose objects change different attributes")
    updated = api.dcim.devices.update([
        {"id": devices[0].id, "serial": "SN-0"},
        {"id": devices[1].id, "asset_tag": "AT-1", "status": "planned"},
    ])
    by_name = {d.name: d for d in updated}
    assert by_name["w-0"].serial == "SN-0" and by_name["w-0"].asset_tag is None
    assert by_name["w-1"].asset_tag == "AT-1" and by_name["w-1"].status.value == "planned"

    step("a bulk update with one bad object changes nothing")
    expect_request_error(
        lambda: api.dcim.devices.update([{"id": devices[2].id, "serial": "SN-2"}, {"id": devices[3].id, "status": "sleeping"}]),
        400, "bulk update with a bad status")
    assert api.dcim.devices.get(devices[2].id).serial == ""

    step("dcim.devices.delete: a bulk DELETE of two devices")
    assert api.dcim.devices.delete([devices[2], devices[3].id]) is True
    assert api.dcim.devices.count(site_id=state["site"].id) == 2


def tags():
    device = api.dcim.devices.get(name="w-0")
    step("tags: add two through the record, save, then remove one")
    gold = api.extras.tags.create(name="Gold", slug="gold")
    silver = api.extras.tags.create(name="Silver", slug="silver")
    device.tags.append({"id": gold.id})
    device.tags.append({"name": "Silver"})
    assert device.save() is True
    assert sorted(t.name for t in api.dcim.devices.get(device.id).tags) == ["Gold", "Silver"]
    device = api.dcim.devices.get(device.id)
    device.tags = [t for t in device.tags if t.name != "Gold"]
    device.save()
    assert [t.name for t in api.dcim.devices.get(device.id).tags] == ["Silver"]

    step("add_tags / remove_tags through pynetbox's HTTP session")
    url = f"{api.base_url}/dcim/devices/{device.id}/"
    headers = {"Authorization": f"Token {api.token}", "Content-Type": "application/json", "Accept": "application/json"}
    reply = api.http_session.patch(url, json={"add_tags": [{"slug": "gold"}], "remove_tags": [{"slug": "silver"}]}, headers=headers)
    assert reply.status_code == 200, reply.text
    assert [t.name for t in api.dcim.devices.get(device.id).tags] == ["Gold"]
    reply = api.http_session.patch(url, json={"tags": [], "add_tags": [silver.id]}, headers=headers)
    assert reply.status_code == 400 and "Cannot specify" in reply.text, reply.text

    step("filter by tag")
    assert [d.name for d in api.dcim.devices.filter(tag="gold")] == ["w-0"]


def custom_fields():
    step("extras.custom_fields.create: a text and a select field for devices")
    levels = api.extras.custom_field_choice_sets.create(name="Support levels", extra_choices=[["gold", "Gold"], ["basic", "Basic"]])
    api.extras.custom_fields.create(name="owner", type="text", object_types=["dcim.device"])
    api.extras.custom_fields.create(name="support", type="select", object_types=["dcim.device"], choice_set=levels.id, default="basic")

    step("a new device gets the default; set values through the record and save")
    device = api.dcim.devices.get(name="w-1")
    assert device.custom_fields == {"owner": None, "support": None}, device.custom_fields
    fresh = api.dcim.devices.create(name="w-5", device_type={"slug": "w-1"}, role={"slug": "writes-leaf"}, site={"slug": "writes-hq"})
    assert fresh.custom_fields["support"] == {"value": "basic", "label": "Basic"}, fresh.custom_fields
    device.custom_fields["owner"] = "Network Team"
    device.custom_fields["support"] = "gold"
    assert device.save() is True
    device = api.dcim.devices.get(device.id)
    assert device.custom_fields["owner"] == "Network Team"
    assert device.custom_fields["support"]["value"] == "gold"

    step("saving another field sends the select back as read; it is accepted")
    device.serial = "SN-1"
    device.custom_fields["owner"] = "Platform Team"
    assert device.save() is True
    assert api.dcim.devices.get(device.id).custom_fields["support"]["value"] == "gold"

    step("filter by custom fields")
    assert [d.name for d in api.dcim.devices.filter(cf_owner="platform")] == ["w-1"]
    assert sorted(d.name for d in api.dcim.devices.filter(cf_support="basic")) == ["w-5"]
    assert api.dcim.devices.count(cf_support="gold") == 1

    step("a bad value is refused with the reference's message")
    error = expect_request_error(lambda: fresh.update({"custom_fields": {"support": "platinum"}}), 400, "unknown choice")
    assert "Invalid choice (platinum) for choice set Support levels." in error.error, error.error
    state.update(device=device)


def change_log():
    device = state["device"]
    step("extras.object_changes: the history of one device, newest first")
    changes = list(api.extras.object_changes.filter(changed_object_type="dcim.device", changed_object_id=device.id))
    actions = [c.action.value for c in changes]
    assert actions[-1] == "create" and set(actions[:-1]) == {"update"}, actions
    assert changes[0].user_name == "admin"
    assert changes[0].postchange_data["serial"] == "SN-1"
    gone = [d.id for d in state["devices"][2:]]
    deleted = list(api.extras.object_changes.filter(changed_object_type="dcim.device", action="delete", changed_object_id=gone))
    assert sorted(c.changed_object_id for c in deleted) == sorted(gone), [str(c) for c in deleted]
    assert all(c.prechange_data["name"] in ("w-2", "w-3") and c.postchange_data is None for c in deleted)


sys.exit(run([references, bulk, tags, custom_fields, change_log]))
