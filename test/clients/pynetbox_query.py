"""The list query language through Debian's pynetbox 7.0.0: filter() with lookups, repeated
values, tags, the null sentinel and ordering; count() with filters; choices(); all() and
filter() across more than 1000 objects (pages followed through `next`).

Run by test/clients/pynetbox.test.ts with /usr/bin/python3, NETBOX_URL and NETBOX_TOKEN. Exits
non-zero on the first failed assertion; each step prints a line first.
"""

import sys

from pynetbox.core.query import RequestError

from scenario import api, run, step

VLANS = 1500
GROUPED = 300  # the first GROUPED VLANs are in a VLAN group


def ids(records):
    return sorted(r.id for r in records)


def build():
    step("tags, a VLAN group, a site")
    red = api.extras.tags.create(name="Red", slug="red")
    blue = api.extras.tags.create(name="Blue", slug="blue")
    group = api.ipam.vlan_groups.create(name="Campus", slug="campus")
    site = api.dcim.sites.create(name="HQ", slug="hq")

    step(f"ipam.vlans.create: {VLANS} VLANs in one bulk POST")
    statuses = ["active", "reserved", "deprecated"]
    payload = []
    for n in range(VLANS):
        vlan = {"vid": 1 + n % 4094, "name": f"vlan-{n:04d}", "status": statuses[n % 3]}
        if n < GROUPED:
            vlan["group"] = group.id
        elif n % 2:
            vlan["site"] = site.id
        tags = ([red.id] if n % 5 == 0 else []) + ([blue.id] if n % 3 == 0 else [])
        if tags:
            vlan["tags"] = tags
        payload.append(vlan)
    created = api.ipam.vlans.create(payload)
    assert len(created) == VLANS, f"bulk create returned {len(created)} objects"
    return created, group, site


def listing(created):
    step(f"all() across {VLANS} objects (more than one page of 1000)")
    everything = list(api.ipam.vlans.all())
    assert len(everything) == VLANS, f"len(list(all())): {len(everything)}"
    assert ids(everything) == ids(created), "all() returned other objects than those created"
    assert api.ipam.vlans.count() == VLANS, f"count(): {api.ipam.vlans.count()}"

    step("filter() matching more than 1000 objects follows next links and keeps the filter")
    not_reserved = list(api.ipam.vlans.filter(status__n="reserved"))
    assert len(not_reserved) == 1000, f"filter(status__n='reserved'): {len(not_reserved)}"
    assert all(v.status.value != "reserved" for v in not_reserved), "a later page lost the filter"


def lookups(created, group, site):
    step("numeric lookups: vid__gte, vid__lt together (AND)")
    window = list(api.ipam.vlans.filter(vid__gte=100, vid__lt=200))
    assert ids(window) == ids(v for v in created if 100 <= v.vid < 200), f"vid window: {len(window)}"
    assert api.ipam.vlans.count(vid__gte=100, vid__lt=200) == 100, "count() with lookups"

    step("text lookups: name__ic, name__isw, name__iew, name__n")
    assert api.ipam.vlans.count(name__ic="LAN-00") == 100, "name__ic"
    assert api.ipam.vlans.count(name__isw="vlan-01") == 100, "name__isw"
    assert api.ipam.vlans.count(name__iew="99") == 15, "name__iew"
    assert api.ipam.vlans.count(name__n=["vlan-0000", "vlan-0001"]) == VLANS - 2, "name__n repeated"

    step("repeated values OR: status=[active, reserved]; vid=[1, 2, 3]")
    assert api.ipam.vlans.count(status=["active", "reserved"]) == 1000, "status OR"
    assert ids(api.ipam.vlans.filter(vid=[1, 2, 3])) == ids(v for v in created if v.vid in (1, 2, 3)), "vid OR"

    step("relations: group_id, group (slug), site, and the null sentinel")
    assert api.ipam.vlans.count(group_id=group.id) == GROUPED, "group_id"
    assert api.ipam.vlans.count(group="campus") == GROUPED, "group slug"
    assert api.ipam.vlans.count(group_id="null") == VLANS - GROUPED, "group_id=null"
    on_site = (VLANS - GROUPED) // 2
    assert api.ipam.vlans.count(site_id=site.id) == on_site, "site_id"
    assert api.ipam.vlans.count(site_id="null", group_id="null") == VLANS - GROUPED - on_site, "both null"
    assert api.ipam.vlans.count(site_id__n=site.id) == VLANS - on_site, "site_id__n"

    step("tags: repeated tag ANDs, tag__any ORs, tag__n excludes")
    red = sum(1 for n in range(VLANS) if n % 5 == 0)
    both = sum(1 for n in range(VLANS) if n % 15 == 0)
    either = sum(1 for n in range(VLANS) if n % 5 == 0 or n % 3 == 0)
    assert api.ipam.vlans.count(tag="red") == red, "tag=red"
    assert api.ipam.vlans.count(tag=["red", "blue"]) == both, "tag AND"
    assert api.ipam.vlans.count(tag__any=["red", "blue"]) == either, "tag__any OR"
    assert api.ipam.vlans.count(tag__n="red") == VLANS - red, "tag__n"

    step("q searches names")
    assert api.ipam.vlans.count("vlan-149") == 10, "count('vlan-149') uses q"

    step("ordering=-vid with a filter")
    ordered = [v.vid for v in api.ipam.vlans.filter(group_id=group.id, ordering="-vid")]
    assert ordered == sorted(ordered, reverse=True) and len(ordered) == GROUPED, "ordering=-vid"

    step("get() with filters returns the one match")
    one = api.ipam.vlans.get(name="vlan-0042", group_id=group.id)
    assert one is not None and one.vid == 43, f"get(name, group_id): {one!r}"

    step("an invalid value is a RequestError 400 naming the parameter")
    try:
        list(api.ipam.vlans.filter(vid="many"))
    except RequestError as error:
        assert error.req.status_code == 400, f"status {error.req.status_code}"
        assert error.error == '{"vid":["Enter a whole number."]}', f"body {error.error!r}"
    else:
        raise AssertionError("filter(vid='many') did not fail")
    try:
        api.ipam.vlans.count(status="sleeping")
    except RequestError as error:
        assert "Select a valid choice. sleeping is not one of the available choices." in error.error, error.error
    else:
        raise AssertionError("count(status='sleeping') did not fail")

    step("unknown filters are ignored")
    assert api.ipam.vlans.count(colour="green") == VLANS, "unknown parameter"


def choices():
    step("ipam.vlans.choices() and dcim.interfaces.choices() (OPTIONS)")
    vlan = api.ipam.vlans.choices()
    assert {"value": "reserved", "display_name": "Reserved"} in vlan["status"], vlan.get("status")
    assert "qinq_role" in vlan, sorted(vlan)
    interface = api.dcim.interfaces.choices()
    assert {"value": "1000base-t", "display_name": "1000BASE-T (1GE)"} in interface["type"], "interface type label"
    assert {"value": "access", "display_name": "Access"} in interface["mode"], interface.get("mode")


def main():
    state = {}

    def build_network():
        state["created"], state["group"], state["site"] = build()

    return run([
        build_network,
        lambda: listing(state["created"]),
        lambda: lookups(state["created"], state["group"], state["site"]),
        choices,
    ])


if __name__ == "__main__":
    sys.exit(main())
