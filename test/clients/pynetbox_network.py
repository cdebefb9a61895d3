"""Builds a small but complete network with Debian's pynetbox 7.0.0, as users do.

Run by test/clients/pynetbox-network.test.ts with /usr/bin/python3 and the environment variables
NETBOX_URL (server base, without /api) and NETBOX_TOKEN, against an empty database.

Covers DCIM (region, two sites, rack, manufacturer, device type, role, platform, two racked devices
with eth0/eth1/bond0 and LAG membership), IPAM (VRF, a /16 scoped to a site, nested prefixes, IP
addresses on device and VM interfaces, primary IPs, a VLAN group scoped to the site with VLANs, an
access port, available-ips / available-prefixes / available-vlans), circuits (provider, type, a
circuit with A and Z terminations on sites) and virtualization (cluster type, a site-scoped
cluster, a VM with an interface and a primary IP); then reads everything back: nested and generic
representations, counters and the filters pynetbox users rely on.

Every step prints a progress line first. Building steps assert hard (a failure stops the run: what
follows needs the objects); the checks of what the server returns are soft (`with check(...)`):
each failure is printed where it happens and the run goes on, so one report lists every problem.
The script exits 1 if anything failed.
"""

import ipaddress
import os
import sys
import traceback

import pynetbox
from pynetbox.core.query import AllocationError, RequestError
from pynetbox.core.response import Record

URL = os.environ["NETBOX_URL"]
TOKEN = os.environ["NETBOX_TOKEN"]

api = pynetbox.api(URL, token=TOKEN)

NET = ipaddress.ip_network("10.10.0.0/16")

_current = ["(start)"]
FAILURES = []
S = {}  # everything created, by name


def step(text):
    _current[0] = text
    print(f"--- {text}", flush=True)


def describe_error(error):
    if isinstance(error, RequestError):
        request = error.req.request
        return f"RequestError {error.req.status_code} ({request.method} {request.url} body {error.request_body!r}): {error.error}"
    if isinstance(error, AllocationError):
        request = error.req.request
        return f"AllocationError {error.req.status_code} ({request.method} {request.url} body {error.request_body!r}): {error.req.text}"
    return f"{type(error).__name__}: {error}"


class check:
    """A soft check: an exception inside is recorded (with the step and the failing line) and printed,
    and the run goes on."""

    def __init__(self, what):
        self.what = what

    def __enter__(self):
        return self

    def __exit__(self, kind, error, tb):
        if error is None:
            return False
        if not isinstance(error, Exception):
            return False
        # The first frame is the body of the `with` block: the check that failed.
        frames = [f for f in traceback.extract_tb(tb) if f.filename == __file__]
        where = f"line {frames[0].lineno}" if frames else "?"
        message = f"[{_current[0]}] {self.what} ({where}): {describe_error(error)}"
        FAILURES.append(message)
        print(f"    FAILED: {message}", flush=True)
        return True


def expect_request_error(call, status, what):
    """Runs call(), which must raise RequestError with the given HTTP status; returns the error."""
    try:
        result = call()
    except RequestError as error:
        got = error.req.status_code
        assert got == status, f"{what}: expected HTTP {status}, got {describe_error(error)}"
        print(f"    {what}: HTTP {got} {error.error}", flush=True)
        return error
    raise AssertionError(f"{what}: expected RequestError {status}, but the call returned {result!r}")


def expect_allocation_error(call, what):
    """Runs call(), which must raise AllocationError (HTTP 409 from an available-* endpoint)."""
    try:
        result = call()
    except AllocationError as error:
        assert error.req.status_code == 409, f"{what}: AllocationError with HTTP {error.req.status_code} (expected 409)"
        print(f"    {what}: HTTP 409 {error.req.text}", flush=True)
        return error
    except RequestError as error:
        raise AssertionError(f"{what}: expected HTTP 409 (AllocationError), got {describe_error(error)}")
    raise AssertionError(f"{what}: expected AllocationError (HTTP 409), but the call returned {result!r}")


def rep(record, *path):
    """Follows path through the representation the server sent (dict(record): no lazy loading, so a
    field missing from a nested object is reported instead of being fetched from its url)."""
    assert isinstance(record, Record), f"expected a Record, got {type(record).__name__} {record!r}"
    value = dict(record)
    walked = []
    for key in path:
        walked.append(str(key))
        assert isinstance(value, dict), f"{'.'.join(walked[:-1]) or 'record'} is not an object: {value!r}"
        assert key in value, f"{'.'.join(walked)}: missing from the representation; keys are {sorted(value)}"
        value = value[key]
    return value


def check_nested(record, key, expected, what):
    """record.<key> must be a nested Record carrying the expected fields (in the sent representation)."""
    nested = getattr(record, key)
    assert nested is not None, f"{what}: {key} is None"
    assert isinstance(nested, Record), f"{what}: {key} should be a nested Record, got {type(nested).__name__} {nested!r}"
    sent = rep(record, key)
    for name, value in expected.items():
        assert name in sent, f"{what}: nested {key} lacks {name!r}; it has {sorted(sent)}"
        assert sent[name] == value, f"{what}: {key}.{name}: expected {value!r}, got {sent[name]!r}"
        assert getattr(nested, name) == value, f"{what}: {key}.{name} attribute: {getattr(nested, name)!r}"
    return nested


def check_choice(value, expected_value, expected_label, what):
    assert value is not None, f"{what}: choice field is None"
    assert not isinstance(value, (str, int, dict)), f"{what}: expected a Record, got {type(value).__name__} {value!r}"
    assert value.value == expected_value, f"{what}.value: expected {expected_value!r}, got {value.value!r}"
    if expected_label is not None:
        assert value.label == expected_label, f"{what}.label: expected {expected_label!r}, got {value.label!r}"


def url_of(app, endpoint, ident):
    return f"/api/{app}/{endpoint}/{ident}/"


def eq(actual, expected, what):
    assert actual == expected, f"{what}: expected {expected!r}, got {actual!r}"


# --------------------------------------------------------------------------------------------
# DCIM
# --------------------------------------------------------------------------------------------


def dcim():
    step("dcim.regions.create; dcim.sites.create x2 in the region")
    region = api.dcim.regions.create(name="Europe", slug="europe")
    site_a = api.dcim.sites.create(name="Site A", slug="site-a", status="active", region=region.id)
    site_b = api.dcim.sites.create(name="Site B", slug="site-b", status="active", region=region.id)
    S.update(region=region, site_a=site_a, site_b=site_b)
    with check("site.region nested"):
        check_nested(site_a, "region", {"id": region.id, "slug": "europe", "name": "Europe"}, "site A")

    step("dcim.racks.create in site A")
    rack = api.dcim.racks.create(name="R1", site=site_a.id, status="active")
    S["rack"] = rack
    with check("rack.site nested"):
        check_nested(rack, "site", {"id": site_a.id, "slug": "site-a"}, "rack")

    step("manufacturer, device type, device role, platform")
    maker = api.dcim.manufacturers.create(name="Acme Networks", slug="acme-networks")
    dtype = api.dcim.device_types.create(manufacturer=maker.id, model="AN-48", slug="an-48", u_height=1)
    role = api.dcim.device_roles.create(name="Leaf", slug="leaf", color="00ff00")
    platform = api.dcim.platforms.create(name="AcmeOS", slug="acmeos", manufacturer=maker.id)
    S.update(maker=maker, dtype=dtype, role=role, platform=platform)
    with check("device_type.manufacturer nested"):
        check_nested(dtype, "manufacturer", {"id": maker.id, "name": "Acme Networks"}, "device type")

    step("dcim.devices.create x2 in site A, rack R1 (positions 1 and 2, front)")
    devices = []
    for n, name in enumerate(["leaf1", "leaf2"], start=1):
        device = api.dcim.devices.create(
            name=name, device_type=dtype.id, role=role.id, platform=platform.id,
            site=site_a.id, rack=rack.id, position=n, face="front", status="active",
        )
        devices.append(device)
        with check(f"{name} as created"):
            eq(device.name, name, "device name")
            check_nested(device, "site", {"id": site_a.id, "slug": "site-a"}, name)
            check_nested(device, "rack", {"id": rack.id, "name": "R1"}, name)
            check_nested(device, "platform", {"id": platform.id, "slug": "acmeos"}, name)
            assert device.primary_ip4 is None and device.primary_ip is None, f"{name}: new device has primary IPs {device.primary_ip4!r} {device.primary_ip!r}"
    S["devices"] = devices

    step("dcim.interfaces.create: bond0 (lag), then [eth0, eth1 (lag=bond0)] in one bulk POST, per device")
    S["ifaces"] = {}
    for device in devices:
        bond = api.dcim.interfaces.create(device=device.id, name="bond0", type="lag")
        eth0, eth1 = api.dcim.interfaces.create([
            {"device": device.id, "name": "eth0", "type": "1000base-t"},
            {"device": device.id, "name": "eth1", "type": "1000base-t", "lag": bond.id},
        ])
        S["ifaces"][device.name] = {"bond0": bond, "eth0": eth0, "eth1": eth1}
        with check(f"{device.name} interfaces as created"):
            check_choice(bond.type, "lag", None, f"{device.name} bond0 type")
            eq((eth0.name, eth1.name), ("eth0", "eth1"), "bulk-created interface names")
            check_nested(eth1, "lag", {"id": bond.id, "name": "bond0"}, f"{device.name} eth1")
            check_nested(eth0, "device", {"id": device.id, "name": device.name}, f"{device.name} eth0")
            assert eth0.lag is None, f"{device.name} eth0.lag: {eth0.lag!r}"


# --------------------------------------------------------------------------------------------
# IPAM: VRF, prefix, addresses, primary IPs
# --------------------------------------------------------------------------------------------


def ipam_addresses():
    site_a = S["site_a"]
    step("ipam.vrfs.create")
    vrf = api.ipam.vrfs.create(name="Blue", rd="65000:1")
    S["vrf"] = vrf
    with check("vrf as created"):
        eq((vrf.name, vrf.rd), ("Blue", "65000:1"), "vrf name, rd")

    step("ipam.prefixes.create 10.10.0.0/16 in the VRF, scope_type dcim.site")
    prefix = api.ipam.prefixes.create(prefix="10.10.0.0/16", vrf=vrf.id, scope_type="dcim.site", scope_id=site_a.id, status="active")
    S["prefix"] = prefix
    with check("prefix as created"):
        eq(prefix.prefix, "10.10.0.0/16", "prefix")
        eq(str(prefix), "10.10.0.0/16", "str(prefix)")
        eq(prefix.scope_type, "dcim.site", "prefix.scope_type")
        eq(prefix.scope_id, site_a.id, "prefix.scope_id")
        check_nested(prefix, "vrf", {"id": vrf.id, "name": "Blue"}, "prefix")
        check_nested(prefix, "scope", {"id": site_a.id, "slug": "site-a", "name": "Site A"}, "prefix")
        check_choice(prefix.family, 4, "IPv4", "prefix.family")

    step("ipam.ip_addresses.create in the VRF, assigned_object_type dcim.interface (each device's eth0)")
    S["ips"] = {}
    for n, device in enumerate(S["devices"], start=1):
        eth0 = S["ifaces"][device.name]["eth0"]
        ip = api.ipam.ip_addresses.create(
            address=f"10.10.0.{n}/16", vrf=vrf.id, status="active",
            assigned_object_type="dcim.interface", assigned_object_id=eth0.id,
        )
        S["ips"][device.name] = ip
        with check(f"{device.name} address as created"):
            eq(ip.address, f"10.10.0.{n}/16", "address")
            eq(str(ip), ip.address, "str(ip)")
            eq(ip.assigned_object_type, "dcim.interface", "assigned_object_type")
            eq(ip.assigned_object_id, eth0.id, "assigned_object_id")
            check_nested(ip, "assigned_object", {"id": eth0.id, "name": "eth0"}, ip.address)
            assert rep(ip, "assigned_object", "url").endswith(url_of("dcim", "interfaces", eth0.id)), f"assigned_object.url: {rep(ip, 'assigned_object', 'url')!r}"
            eq(rep(ip, "assigned_object", "device", "name"), device.name, "assigned_object.device.name")
            check_nested(ip, "vrf", {"id": vrf.id, "name": "Blue"}, ip.address)
            check_choice(ip.family, 4, "IPv4", f"{ip.address} family")

    step("the same host again in the VRF (enforce_unique) -> RequestError 400")
    with check("duplicate address in VRF Blue"):
        error = expect_request_error(lambda: api.ipam.ip_addresses.create(address="10.10.0.1/24", vrf=vrf.id), 400, "duplicate IP in VRF Blue")
        assert "Duplicate IP address" in error.error, f"duplicate IP error text: {error.error!r}"

    step("a global, unassigned address outside the VRF: 192.0.2.1/24")
    S["global_ip"] = api.ipam.ip_addresses.create(address="192.0.2.1/24")
    with check("global address as created"):
        assert S["global_ip"].vrf is None and S["global_ip"].assigned_object is None, "global ip: vrf / assigned_object should be None"

    step("device.primary_ip4 = ip.id; device.save(); primary_ip4 and primary_ip read back")
    for device in S["devices"]:
        ip = S["ips"][device.name]
        record = api.dcim.devices.get(device.id)
        assert record.primary_ip4 is None, f"{device.name}: primary_ip4 before save: {record.primary_ip4!r}"
        record.primary_ip4 = ip.id
        eq(record.updates(), {"primary_ip4": ip.id}, f"{device.name}: updates()")
        assert record.save() is True, f"{device.name}: save() of primary_ip4 should return True"
        fresh = api.dcim.devices.get(device.id)
        with check(f"{device.name} primary IPs"):
            p4 = check_nested(fresh, "primary_ip4", {"id": ip.id, "address": ip.address}, device.name)
            eq(str(p4), ip.address, "str(primary_ip4)")
            check_choice(p4.family, 4, "IPv4", f"{device.name} primary_ip4.family")
            check_nested(fresh, "primary_ip", {"id": ip.id, "address": ip.address}, device.name)
            assert fresh.primary_ip6 is None, f"{device.name}: primary_ip6 {fresh.primary_ip6!r}"

    step("primary_ip4 = an address not assigned to the device -> RequestError 400")
    leaf2 = S["devices"][1]
    with check("leaf2.primary_ip4 = the unassigned 192.0.2.1/24"):
        record = api.dcim.devices.get(leaf2.id)
        record.primary_ip4 = S["global_ip"].id
        error = expect_request_error(lambda: record.save(), 400, "leaf2.primary_ip4 = 192.0.2.1/24")
        assert "is not assigned to this device" in error.error, f"error text: {error.error!r}"
    with check("leaf2.primary_ip4 = leaf1's address"):
        record = api.dcim.devices.get(leaf2.id)
        record.primary_ip4 = S["ips"]["leaf1"].id
        expect_request_error(lambda: record.save(), 400, "leaf2.primary_ip4 = leaf1's address")
    with check("leaf2.primary_ip4 unchanged"):
        eq(api.dcim.devices.get(leaf2.id).primary_ip4.id, S["ips"]["leaf2"].id, "leaf2.primary_ip4 after rejected saves")


# --------------------------------------------------------------------------------------------
# VLANs
# --------------------------------------------------------------------------------------------


def vlans():
    site_a = S["site_a"]
    step("ipam.vlan_groups.create scope_type dcim.site")
    group = api.ipam.vlan_groups.create(name="Site A VLANs", slug="site-a-vlans", scope_type="dcim.site", scope_id=site_a.id)
    S["vlan_group"] = group
    with check("vlan group as created"):
        eq((group.scope_type, group.scope_id), ("dcim.site", site_a.id), "vlan group scope_type, scope_id")
        check_nested(group, "scope", {"id": site_a.id, "slug": "site-a"}, "vlan group")

    step("ipam.vlans.create x2 in the group (10 users, 20 servers)")
    users = api.ipam.vlans.create(vid=10, name="users", group=group.id, status="active")
    servers = api.ipam.vlans.create(vid=20, name="servers", group=group.id, status="active")
    S.update(vlan_users=users, vlan_servers=servers)
    with check("vlans as created"):
        for vlan in (users, servers):
            check_nested(vlan, "group", {"id": group.id, "slug": "site-a-vlans"}, f"vlan {vlan.vid}")
        eq(str(users), "users", "str(vlan)")

    step("a second VLAN with VID 10 in the same group -> RequestError 400")
    with check("duplicate VID in group"):
        expect_request_error(lambda: api.ipam.vlans.create(vid=10, name="users-again", group=group.id), 400, "duplicate VLAN ID in group")

    step("leaf1 eth0: mode = 'access'; untagged_vlan = users; save()")
    eth0 = api.dcim.interfaces.get(S["ifaces"]["leaf1"]["eth0"].id)
    assert eth0.mode is None and eth0.untagged_vlan is None, f"eth0 before: mode {eth0.mode!r}, untagged_vlan {eth0.untagged_vlan!r}"
    eth0.mode = "access"
    eth0.untagged_vlan = users.id
    assert eth0.save() is True, "interface save() should return True"
    with check("access port read back"):
        fresh = api.dcim.interfaces.get(eth0.id)
        check_choice(fresh.mode, "access", "Access", "eth0.mode")
        check_nested(fresh, "untagged_vlan", {"id": users.id, "vid": 10, "name": "users"}, "eth0")
        eq(fresh.tagged_vlans, [], "eth0.tagged_vlans")


# --------------------------------------------------------------------------------------------
# Circuits
# --------------------------------------------------------------------------------------------


def circuits():
    site_a, site_b = S["site_a"], S["site_b"]
    step("provider, circuit type, circuit CID-0001")
    provider = api.circuits.providers.create(name="Transit Co", slug="transit-co")
    ctype = api.circuits.circuit_types.create(name="Internet", slug="internet")
    circuit = api.circuits.circuits.create(cid="CID-0001", provider=provider.id, type=ctype.id, status="active", commit_rate=100000)
    S.update(provider=provider, circuit=circuit)
    with check("circuit as created"):
        eq(str(circuit), "CID-0001", "str(circuit)")
        check_nested(circuit, "provider", {"id": provider.id, "slug": "transit-co"}, "circuit")
        check_nested(circuit, "type", {"id": ctype.id, "slug": "internet"}, "circuit")
        assert circuit.termination_a is None and circuit.termination_z is None, f"new circuit terminations: {circuit.termination_a!r} {circuit.termination_z!r}"

    step("circuit terminations: A on site A, Z on site B (termination_type dcim.site)")
    terms = {}
    for side, site in (("A", site_a), ("Z", site_b)):
        term = api.circuits.circuit_terminations.create(
            circuit=circuit.id, term_side=side, termination_type="dcim.site", termination_id=site.id, port_speed=1000000,
        )
        terms[side] = term
        with check(f"termination {side} as created"):
            eq(term.term_side, side, "term_side")
            eq(term.termination_type, "dcim.site", "termination_type")
            eq(term.termination_id, site.id, "termination_id")
            check_nested(term, "termination", {"id": site.id, "slug": site.slug}, f"termination {side}")
            assert rep(term, "termination", "url").endswith(url_of("dcim", "sites", site.id)), f"termination.url: {rep(term, 'termination', 'url')!r}"
            check_nested(term, "circuit", {"id": circuit.id, "cid": "CID-0001"}, f"termination {side}")
    S["terms"] = terms

    step("a second A termination -> RequestError 400")
    with check("duplicate A termination"):
        expect_request_error(
            lambda: api.circuits.circuit_terminations.create(circuit=circuit.id, term_side="A", termination_type="dcim.site", termination_id=site_b.id),
            400, "duplicate A termination")

    step("circuit.termination_a / termination_z read back")
    fresh = api.circuits.circuits.get(circuit.id)
    for side, key, site in (("A", "termination_a", site_a), ("Z", "termination_z", site_b)):
        with check(f"circuit.{key}"):
            term = check_nested(fresh, key, {"id": terms[side].id, "termination_type": "dcim.site", "termination_id": site.id}, "circuit")
            eq(rep(fresh, key, "termination", "slug"), site.slug, f"circuit.{key}.termination.slug (sent)")
            eq(rep(fresh, key, "termination", "id"), site.id, f"circuit.{key}.termination.id (sent)")
            assert isinstance(term.termination, Record), f"circuit.{key}.termination: {type(term.termination).__name__}"
            eq(term.termination.slug, site.slug, f"circuit.{key}.termination.slug")
            eq(rep(fresh, key, "port_speed"), 1000000, f"circuit.{key}.port_speed")
    with check("circuit_terminations.get / filter(circuit_id=)"):
        eq(api.circuits.circuit_terminations.get(terms["A"].id).termination.slug, "site-a", "circuit_terminations.get(A).termination.slug")
        eq(sorted(t.term_side for t in api.circuits.circuit_terminations.filter(circuit_id=circuit.id)), ["A", "Z"], "circuit_terminations.filter(circuit_id=)")


# --------------------------------------------------------------------------------------------
# Virtualization
# --------------------------------------------------------------------------------------------


def virtualization():
    site_a, vrf = S["site_a"], S["vrf"]
    step("cluster type, cluster scope_type dcim.site")
    ctype = api.virtualization.cluster_types.create(name="KVM", slug="kvm")
    cluster = api.virtualization.clusters.create(name="Cluster 1", type=ctype.id, scope_type="dcim.site", scope_id=site_a.id)
    S["cluster"] = cluster
    with check("cluster as created"):
        eq((cluster.scope_type, cluster.scope_id), ("dcim.site", site_a.id), "cluster scope_type, scope_id")
        check_nested(cluster, "scope", {"id": site_a.id, "slug": "site-a"}, "cluster")
        check_nested(cluster, "type", {"id": ctype.id, "slug": "kvm"}, "cluster")

    step("virtual machine vm1 in the cluster; nb.virtualization.interfaces.create eth0")
    vm = api.virtualization.virtual_machines.create(name="vm1", cluster=cluster.id, status="active", vcpus=2, memory=4096)
    vif = api.virtualization.interfaces.create(virtual_machine=vm.id, name="eth0")
    S.update(vm=vm, vif=vif)
    with check("vm and vm interface as created"):
        check_nested(vm, "cluster", {"id": cluster.id, "name": "Cluster 1"}, "vm1")
        assert vm.primary_ip4 is None, f"vm1.primary_ip4 before: {vm.primary_ip4!r}"
        eq(vif.name, "eth0", "vm interface name")
        check_nested(vif, "virtual_machine", {"id": vm.id, "name": "vm1"}, "vm interface")
        assert vif.url.endswith(url_of("virtualization", "interfaces", vif.id)), f"vm interface url: {vif.url!r}"

    step("10.10.0.10/16 in the VRF, assigned_object_type virtualization.vminterface")
    ip = api.ipam.ip_addresses.create(
        address="10.10.0.10/16", vrf=vrf.id,
        assigned_object_type="virtualization.vminterface", assigned_object_id=vif.id,
    )
    S["vm_ip"] = ip
    with check("vm address as created"):
        eq(ip.assigned_object_type, "virtualization.vminterface", "assigned_object_type")
        eq(ip.assigned_object_id, vif.id, "assigned_object_id")
        check_nested(ip, "assigned_object", {"id": vif.id, "name": "eth0"}, "vm ip")
        assert rep(ip, "assigned_object", "url").endswith(url_of("virtualization", "interfaces", vif.id)), f"assigned_object.url: {rep(ip, 'assigned_object', 'url')!r}"
        eq(rep(ip, "assigned_object", "virtual_machine", "name"), "vm1", "assigned_object.virtual_machine.name")

    step("vm.primary_ip4 = ip.id; vm.save()")
    record = api.virtualization.virtual_machines.get(vm.id)
    record.primary_ip4 = ip.id
    assert record.save() is True, "vm save() should return True"
    with check("vm primary IPs"):
        fresh = api.virtualization.virtual_machines.get(vm.id)
        check_nested(fresh, "primary_ip4", {"id": ip.id, "address": "10.10.0.10/16"}, "vm1")
        check_nested(fresh, "primary_ip", {"id": ip.id, "address": "10.10.0.10/16"}, "vm1")


# --------------------------------------------------------------------------------------------
# Allocation: available-ips, available-prefixes, available-vlans
# --------------------------------------------------------------------------------------------


def available_ips():
    vrf = S["vrf"]
    prefix = api.ipam.prefixes.get(S["prefix"].id)
    S["allocated_ips"] = []

    step("prefix.available_ips.list(): free addresses of 10.10.0.0/16 (network address and used ones excluded)")
    with check("available_ips.list()"):
        offered = prefix.available_ips.list()
        assert isinstance(offered, list), f"available_ips.list(): {type(offered).__name__}"
        addresses = [str(i.address) for i in offered]
        expected = ["10.10.0.3/16", "10.10.0.4/16", "10.10.0.5/16", "10.10.0.6/16", "10.10.0.7/16", "10.10.0.8/16", "10.10.0.9/16", "10.10.0.11/16"]
        eq(addresses[:8], expected, "available_ips.list()[:8]")
        eq(len(addresses), 50, "len(available_ips.list()) (default limit PAGINATE_COUNT)")
        for item in offered:
            eq(rep(item, "family"), 4, f"available {item.address} family")
            eq(rep(item, "vrf", "id"), vrf.id, f"available {item.address} vrf.id")
    with check("available_ips.list(limit=5)"):
        eq(len(prefix.available_ips.list(limit=5)), 5, "len(available_ips.list(limit=5))")

    step("prefix.available_ips.create() allocates the next free address")
    one = prefix.available_ips.create()
    assert not isinstance(one, list), f"available_ips.create(): expected one object, got {one!r}"
    assert isinstance(one.id, int), f"allocated ip id: {one.id!r}"
    S["allocated_ips"].append(one)
    with check("available_ips.create()"):
        eq(one.address, "10.10.0.3/16", "available_ips.create().address")

    step("prefix.available_ips.create([{}, {...}]) allocates two more")
    two = prefix.available_ips.create([{}, {"description": "second", "dns_name": "alloc.example.com"}])
    assert isinstance(two, list) and len(two) == 2, f"available_ips.create([{{}}, {{}}]): {two!r}"
    S["allocated_ips"].extend(two)
    with check("available_ips.create([{}, {}])"):
        eq([i.address for i in two], ["10.10.0.4/16", "10.10.0.5/16"], "allocated addresses")
        eq((two[1].description, two[1].dns_name), ("second", "alloc.example.com"), "fields sent with the allocation")

    allocated = S["allocated_ips"]
    used = {ipaddress.ip_address(a) for a in ("10.10.0.1", "10.10.0.2", "10.10.0.10")}
    with check("allocated addresses: distinct, inside the prefix, in its VRF, stored"):
        assert len({i.id for i in allocated}) == 3 and len({i.address for i in allocated}) == 3, f"not distinct: {[i.address for i in allocated]!r}"
        for ip in allocated:
            host = ipaddress.ip_interface(ip.address)
            assert host.ip in NET, f"allocated {ip.address} outside {NET}"
            assert host.ip not in used and host.ip != NET.network_address, f"allocated {ip.address} is in use / the network address"
            eq(host.network.prefixlen, 16, f"allocated {ip.address}: mask (the prefix's)")
            check_nested(ip, "vrf", {"id": vrf.id, "name": "Blue"}, f"allocated {ip.address}")
            check_choice(ip.family, 4, "IPv4", f"allocated {ip.address} family")
            stored = api.ipam.ip_addresses.get(ip.id)
            assert stored is not None and stored.address == ip.address and stored.vrf.id == vrf.id, f"allocated {ip.address} not stored as returned"

    step("prefix.available_ips.list() no longer offers them")
    with check("available_ips.list() after allocation"):
        addresses = [str(i.address) for i in prefix.available_ips.list()]
        for ip in allocated:
            assert ip.address not in addresses, f"{ip.address} still offered after allocation: {addresses[:6]!r}"
        assert "10.10.0.10/16" not in addresses, "10.10.0.10 (the VM's) offered"
        eq(addresses[:5], ["10.10.0.6/16", "10.10.0.7/16", "10.10.0.8/16", "10.10.0.9/16", "10.10.0.11/16"], "available after allocation")

    step("a global 198.51.100.0/30: 3 addresses -> AllocationError (409); 2 -> .1 and .2; then full")
    small = api.ipam.prefixes.create(prefix="198.51.100.0/30")
    S["small_prefix"] = small
    with check("over-allocation of a /30"):
        expect_allocation_error(lambda: small.available_ips.create([{}, {}, {}]), "3 addresses from a /30")
    with check("allocation of a /30"):
        got = small.available_ips.create([{}, {}])
        eq([i.address for i in got], ["198.51.100.1/30", "198.51.100.2/30"], "/30 allocation")
        assert all(i.vrf is None for i in got), "global prefix: allocated addresses should have no VRF"
        eq(small.available_ips.list(), [], "available_ips.list() of the full /30")
        expect_allocation_error(lambda: small.available_ips.create(), "an address from the full /30")


def available_prefixes():
    vrf = S["vrf"]
    prefix = api.ipam.prefixes.get(S["prefix"].id)
    step("nested prefixes in the VRF: 10.10.1.0/24 (scoped to site A) and 10.10.1.0/26")
    p24 = api.ipam.prefixes.create(prefix="10.10.1.0/24", vrf=vrf.id, scope_type="dcim.site", scope_id=S["site_a"].id)
    p26 = api.ipam.prefixes.create(prefix="10.10.1.0/26", vrf=vrf.id)
    S.update(p24=p24, p26=p26)

    step("prefix.available_prefixes.list()")
    expected = ["10.10.0.0/24", "10.10.2.0/23", "10.10.4.0/22", "10.10.8.0/21", "10.10.16.0/20", "10.10.32.0/19", "10.10.64.0/18", "10.10.128.0/17"]
    with check("available_prefixes.list()"):
        free = prefix.available_prefixes.list()
        eq([str(p.prefix) for p in free], expected, "available_prefixes.list()")
        for item in free:
            eq(rep(item, "family"), 4, f"available {item.prefix} family")
            eq(rep(item, "vrf", "id"), vrf.id, f"available {item.prefix} vrf.id")

    step("prefix.available_prefixes.create({'prefix_length': 24})")
    child = prefix.available_prefixes.create({"prefix_length": 24})
    assert not isinstance(child, list), f"available_prefixes.create(): {child!r}"
    S["child_prefix"] = child
    with check("available_prefixes.create()"):
        eq(child.prefix, "10.10.0.0/24", "available_prefixes.create(/24).prefix")
        assert ipaddress.ip_network(child.prefix).subnet_of(NET), f"{child.prefix} outside {NET}"
        check_nested(child, "vrf", {"id": vrf.id, "name": "Blue"}, "allocated prefix")
        assert child.id not in {prefix.id, p24.id, p26.id}, "allocated prefix id reused"

    step("prefix.available_prefixes.list() no longer offers it")
    with check("available_prefixes.list() after allocation"):
        listed = [str(p.prefix) for p in prefix.available_prefixes.list()]
        assert child.prefix not in listed, f"{child.prefix} still offered: {listed!r}"
        eq(listed, expected[1:], "available_prefixes after allocation")


def available_vlans():
    group = api.ipam.vlan_groups.get(S["vlan_group"].id)
    step("vlan_group.available_vlans.list()")
    with check("available_vlans.list()"):
        free = group.available_vlans.list()
        vids = [rep(v, "vid") for v in free]
        eq(vids[:3], [1, 2, 3], "available_vlans.list() vids[:3]")
        assert 10 not in vids and 20 not in vids, "available_vlans.list() offers a used VID"
        for v in free:
            eq(rep(v, "group", "id"), group.id, f"available vid {rep(v, 'vid')} group.id")

    step("vlan_group.available_vlans.create({'name': 'v-next'})")
    vlan = group.available_vlans.create({"name": "v-next"})
    assert not isinstance(vlan, list), f"available_vlans.create(): {vlan!r}"
    S["vlan_next"] = vlan
    with check("available_vlans.create()"):
        eq((vlan.vid, vlan.name), (1, "v-next"), "available_vlans.create() vid, name")
        check_nested(vlan, "group", {"id": group.id, "slug": "site-a-vlans"}, "v-next")
        eq(api.ipam.vlans.get(vlan.id).vid, 1, "stored v-next vid")
    with check("available_vlans.list() after allocation"):
        vids = [rep(v, "vid") for v in group.available_vlans.list()]
        assert 1 not in vids, f"VID 1 still offered: {vids[:3]!r}"
        eq(vids[0], 2, "first available VID after allocation")


# --------------------------------------------------------------------------------------------
# Read everything back
# --------------------------------------------------------------------------------------------


def read_back():
    site_a, site_b, vrf = S["site_a"], S["site_b"], S["vrf"]

    step("devices: site.slug, rack.name, device_type.manufacturer.name, platform, role, primary IPs")
    for device in S["devices"]:
        with check(f"{device.name} read back"):
            d = api.dcim.devices.get(device.id)
            eq(rep(d, "site", "slug"), "site-a", f"{d.name}.site.slug (sent)")
            eq(d.site.slug, "site-a", f"{d.name}.site.slug")
            eq(rep(d, "rack", "name"), "R1", f"{d.name}.rack.name (sent)")
            eq(d.rack.name, "R1", f"{d.name}.rack.name")
            eq(rep(d, "device_type", "manufacturer", "name"), "Acme Networks", f"{d.name}.device_type.manufacturer.name (sent)")
            eq(d.device_type.manufacturer.name, "Acme Networks", f"{d.name}.device_type.manufacturer.name")
            eq(rep(d, "device_type", "model"), "AN-48", f"{d.name}.device_type.model (sent)")
            eq(rep(d, "platform", "slug"), "acmeos", f"{d.name}.platform.slug (sent)")
            eq(rep(d, "role", "slug"), "leaf", f"{d.name}.role.slug (sent)")
            eq(d.primary_ip4.address, S["ips"][d.name].address, f"{d.name}.primary_ip4.address")
            eq(d.primary_ip.address, S["ips"][d.name].address, f"{d.name}.primary_ip.address")
            eq(d.interface_count, 3, f"{d.name}.interface_count")

    step("ip addresses: assigned_object.device.name, vrf.name, family")
    for name, ip in S["ips"].items():
        with check(f"{ip.address} read back"):
            got = api.ipam.ip_addresses.get(ip.id)
            eq(rep(got, "assigned_object", "device", "name"), name, f"{ip.address}.assigned_object.device.name (sent)")
            eq(got.assigned_object.device.name, name, f"{ip.address}.assigned_object.device.name")
            eq(got.vrf.name, "Blue", f"{ip.address}.vrf.name")
            check_choice(got.family, 4, "IPv4", f"{ip.address}.family")
    with check("vm address read back"):
        vm_ip = api.ipam.ip_addresses.get(S["vm_ip"].id)
        eq(vm_ip.assigned_object.virtual_machine.name, "vm1", "vm ip assigned_object.virtual_machine.name")

    step("prefix: scope (generic relation), scope_type/scope_id, family, vrf")
    with check("prefix read back"):
        p = api.ipam.prefixes.get(S["prefix"].id)
        scope = p.scope
        print(f"    prefix.scope is a {type(scope).__name__}: {dict(scope) if isinstance(scope, Record) else scope!r}", flush=True)
        assert isinstance(scope, (Record, dict)), f"prefix.scope: {type(scope).__name__} {scope!r}"
        slug = scope.slug if isinstance(scope, Record) else scope.get("slug")
        eq(slug, "site-a", "prefix.scope.slug")
        eq(rep(p, "scope", "slug"), "site-a", "prefix.scope.slug (sent)")
        assert rep(p, "scope", "url").endswith(url_of("dcim", "sites", site_a.id)), f"prefix.scope.url: {rep(p, 'scope', 'url')!r}"
        eq((p.scope_type, p.scope_id), ("dcim.site", site_a.id), "prefix scope_type, scope_id")
        eq(p.family.value, 4, "prefix.family.value")
        eq(p.vrf.name, "Blue", "prefix.vrf.name")

    step("prefix.children / _depth of nested prefixes")
    for key, expected_children, expected_depth in (("prefix", 3, 0), ("child_prefix", 0, 1), ("p24", 1, 1), ("p26", 0, 2)):
        with check(f"{key} children/_depth"):
            got = api.ipam.prefixes.get(S[key].id)
            eq((got.children, got._depth), (expected_children, expected_depth), f"{got.prefix} (children, _depth)")
    with check("prefixes.filter(vrf_id=): order and _depth"):
        listed = [(x.prefix, x._depth) for x in api.ipam.prefixes.filter(vrf_id=vrf.id)]
        eq(listed, [("10.10.0.0/16", 0), ("10.10.0.0/24", 1), ("10.10.1.0/24", 1), ("10.10.1.0/26", 2)], "prefixes.filter(vrf_id=) (prefix, _depth)")

    step("vlans: group.slug; access port")
    for key in ("vlan_users", "vlan_servers", "vlan_next"):
        with check(f"{key}.group"):
            v = api.ipam.vlans.get(S[key].id)
            eq(rep(v, "group", "slug"), "site-a-vlans", f"vlan {v.vid}.group.slug (sent)")
            eq(v.group.slug, "site-a-vlans", f"vlan {v.vid}.group.slug")
    with check("leaf1 eth0 read back"):
        iface = api.dcim.interfaces.get(S["ifaces"]["leaf1"]["eth0"].id)
        eq((iface.untagged_vlan.vid, iface.mode.value), (10, "access"), "leaf1 eth0 untagged_vlan.vid, mode")
        eq(iface.count_ipaddresses, 1, "leaf1 eth0.count_ipaddresses")

    step("circuit terminations' termination")
    for term in S["terms"].values():
        with check(f"termination {term.term_side} read back"):
            t = api.circuits.circuit_terminations.get(term.id)
            site = site_a if t.term_side == "A" else site_b
            eq(rep(t, "termination", "slug"), site.slug, f"termination {t.term_side}.termination.slug (sent)")
            eq(t.termination.slug, site.slug, f"termination {t.term_side}.termination.slug")
            eq(rep(t, "termination", "name"), site.name, f"termination {t.term_side}.termination.name (sent)")
            eq(rep(t, "circuit", "cid"), "CID-0001", f"termination {t.term_side}.circuit.cid (sent)")

    step("vm: cluster.name, primary_ip4.address")
    with check("vm1 read back"):
        vm = api.virtualization.virtual_machines.get(S["vm"].id)
        eq(rep(vm, "cluster", "name"), "Cluster 1", "vm.cluster.name (sent)")
        eq(vm.cluster.name, "Cluster 1", "vm.cluster.name")
        eq(vm.primary_ip4.address, "10.10.0.10/16", "vm.primary_ip4.address")
        eq(vm.interface_count, 1, "vm.interface_count")


def counts():
    site_a, site_b, vrf = S["site_a"], S["site_b"], S["vrf"]
    step("counts: site, vrf, cluster, rack, vlan group, provider")
    a = api.dcim.sites.get(site_a.id)
    b = api.dcim.sites.get(site_b.id)
    v = api.ipam.vrfs.get(vrf.id)
    for what, actual, expected in (
        ("site A device_count", lambda: a.device_count, 2),
        ("site B device_count", lambda: b.device_count, 0),
        ("site A prefix_count (10.10.0.0/16 and 10.10.1.0/24 are scoped to it)", lambda: a.prefix_count, 2),
        ("site B prefix_count", lambda: b.prefix_count, 0),
        ("site A rack_count", lambda: a.rack_count, 1),
        ("site A circuit_count", lambda: a.circuit_count, 1),
        ("site B circuit_count", lambda: b.circuit_count, 1),
        ("vrf prefix_count", lambda: v.prefix_count, 4),
        ("vrf ipaddress_count (2 devices, 1 VM, 3 allocated)", lambda: v.ipaddress_count, 6),
        ("cluster virtualmachine_count", lambda: api.virtualization.clusters.get(S["cluster"].id).virtualmachine_count, 1),
        ("rack device_count", lambda: api.dcim.racks.get(S["rack"].id).device_count, 2),
        ("vlan group vlan_count", lambda: api.ipam.vlan_groups.get(S["vlan_group"].id).vlan_count, 3),
        ("provider circuit_count", lambda: api.circuits.providers.get(S["provider"].id).circuit_count, 1),
    ):
        with check(what):
            eq(actual(), expected, what)


# --------------------------------------------------------------------------------------------
# Filters
# --------------------------------------------------------------------------------------------


def filters():
    vrf = S["vrf"]
    in_vrf = sorted([ip.id for ip in S["ips"].values()] + [S["vm_ip"].id] + [ip.id for ip in S["allocated_ips"]])

    step("ipam.ip_addresses.filter(vrf_id=...)")
    with check("ip_addresses.filter(vrf_id=)"):
        got = list(api.ipam.ip_addresses.filter(vrf_id=vrf.id))
        eq(sorted(i.id for i in got), in_vrf, f"ip_addresses.filter(vrf_id=) ids (got {[i.address for i in got]!r})")
        assert all(i.vrf.id == vrf.id for i in got), "filter(vrf_id=) returned an address outside the VRF"
        eq([i.address for i in got], sorted((i.address for i in got), key=lambda a: ipaddress.ip_interface(a).ip), "filter(vrf_id=) order (by address)")
        eq(api.ipam.ip_addresses.count(vrf_id=vrf.id), len(in_vrf), "ip_addresses.count(vrf_id=)")

    step("ipam.ip_addresses.get(address=, vrf_id=); filter(interface_id=), (device_id=), (parent=), (virtual_machine_id=)")
    with check("ip_addresses.get(address=, vrf_id=)"):
        one = api.ipam.ip_addresses.get(address="10.10.0.1/16", vrf_id=vrf.id)
        assert one is not None and one.id == S["ips"]["leaf1"].id, f"get(address='10.10.0.1/16', vrf_id=): {one!r}"
    with check("ip_addresses.filter(interface_id=)"):
        eth0 = S["ifaces"]["leaf1"]["eth0"]
        eq([i.id for i in api.ipam.ip_addresses.filter(interface_id=eth0.id)], [S["ips"]["leaf1"].id], "ip_addresses.filter(interface_id=)")
    with check("ip_addresses.filter(device_id=)"):
        eq([i.id for i in api.ipam.ip_addresses.filter(device_id=S["devices"][1].id)], [S["ips"]["leaf2"].id], "ip_addresses.filter(device_id=leaf2)")
    with check("ip_addresses.filter(parent=)"):
        got = sorted(i.address for i in api.ipam.ip_addresses.filter(parent="198.51.100.0/30"))
        eq(got, ["198.51.100.1/30", "198.51.100.2/30"], "ip_addresses.filter(parent='198.51.100.0/30')")
    with check("ip_addresses.filter(virtual_machine_id=)"):
        eq([i.id for i in api.ipam.ip_addresses.filter(virtual_machine_id=S["vm"].id)], [S["vm_ip"].id], "ip_addresses.filter(virtual_machine_id=)")

    step("ipam.prefixes.filter(q='10.10.')")
    with check("prefixes.filter(q='10.10.')"):
        got = [p.prefix for p in api.ipam.prefixes.filter(q="10.10.")]
        eq(sorted(got), sorted(["10.10.0.0/16", "10.10.0.0/24", "10.10.1.0/24", "10.10.1.0/26"]), "prefixes.filter(q='10.10.')")
    with check("prefixes.filter(q='198.51.')"):
        eq([p.prefix for p in api.ipam.prefixes.filter(q="198.51.")], ["198.51.100.0/30"], "prefixes.filter(q='198.51.')")

    step("dcim.interfaces.filter(device_id=...), (device_id=, type='lag'), (lag_id=), (vlan_id=)")
    for device in S["devices"]:
        with check(f"interfaces.filter(device_id={device.name})"):
            got = list(api.dcim.interfaces.filter(device_id=device.id))
            eq(sorted(i.name for i in got), ["bond0", "eth0", "eth1"], f"interfaces.filter(device_id={device.id}) names")
            assert all(i.device.id == device.id for i in got), "interfaces.filter(device_id=) returned another device's interface"
    leaf1 = S["ifaces"]["leaf1"]
    with check("interfaces.filter(device_id=, type='lag')"):
        eq([i.name for i in api.dcim.interfaces.filter(device_id=S["devices"][0].id, type="lag")], ["bond0"], "interfaces.filter(device_id=, type='lag')")
    with check("interfaces.filter(lag_id=)"):
        eq([i.id for i in api.dcim.interfaces.filter(lag_id=leaf1["bond0"].id)], [leaf1["eth1"].id], "interfaces.filter(lag_id=bond0)")
    with check("interfaces.filter(vlan_id=)"):
        eq([i.id for i in api.dcim.interfaces.filter(vlan_id=S["vlan_users"].id)], [leaf1["eth0"].id], "interfaces.filter(vlan_id=users)")

    step("devices by site_id/rack_id/role, vlans by group_id, VMs by cluster_id, VM interfaces by virtual_machine_id")
    ids = sorted(d.id for d in S["devices"])
    with check("devices.filter(site_id=)"):
        eq(sorted(d.id for d in api.dcim.devices.filter(site_id=S["site_a"].id)), ids, "devices.filter(site_id=site A)")
        eq(list(api.dcim.devices.filter(site_id=S["site_b"].id)), [], "devices.filter(site_id=site B)")
    with check("devices.filter(rack_id=)"):
        eq(sorted(d.id for d in api.dcim.devices.filter(rack_id=S["rack"].id)), ids, "devices.filter(rack_id=)")
    with check("devices.filter(role='leaf')"):
        eq(sorted(d.id for d in api.dcim.devices.filter(role="leaf")), ids, "devices.filter(role='leaf')")
    with check("vlans.filter(group_id=)"):
        eq(sorted(v.vid for v in api.ipam.vlans.filter(group_id=S["vlan_group"].id)), [1, 10, 20], "vlans.filter(group_id=)")
    with check("virtual_machines.filter(cluster_id=)"):
        eq([v.name for v in api.virtualization.virtual_machines.filter(cluster_id=S["cluster"].id)], ["vm1"], "virtual_machines.filter(cluster_id=)")
    with check("virtualization.interfaces.filter(virtual_machine_id=)"):
        eq([i.name for i in api.virtualization.interfaces.filter(virtual_machine_id=S["vm"].id)], ["eth0"], "virtualization.interfaces.filter(virtual_machine_id=)")


def main():
    try:
        dcim()
        ipam_addresses()
        vlans()
        circuits()
        virtualization()
        available_ips()
        available_prefixes()
        available_vlans()
        read_back()
        counts()
        filters()
    except Exception as error:
        print(f"FAILED (stopped) at step: {_current[0]}: {describe_error(error)}", file=sys.stderr, flush=True)
        traceback.print_exc()
        if FAILURES:
            print(f"\nand {len(FAILURES)} failed check(s) before it:", file=sys.stderr)
            for failure in FAILURES:
                print(f"  - {failure}", file=sys.stderr)
        return 1
    if FAILURES:
        print(f"{len(FAILURES)} failed check(s):", file=sys.stderr)
        for failure in FAILURES:
            print(f"  - {failure}", file=sys.stderr)
        return 1
    print("OK: pynetbox network scenario passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
