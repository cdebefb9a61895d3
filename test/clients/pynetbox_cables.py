"""Cables and their paths with Debian's pynetbox 7.0.0: two devices cabled through a pair of patch
panels (a trunk of four positions between their rear ports) and a circuit; trace() from one end
shows the far end, hop by hop; the cable's records and its ends' fields as pynetbox reads them;
a cable deleted, and the trace stops there. Run by test/clients/pynetbox.test.ts."""

import sys

from scenario import api, expect_request_error, run, step

S = {}


def ends(kind, *objects):
    return [{"object_type": kind, "object_id": o.id} for o in objects]


def setup():
    step("two devices, two patch panels of four positions, a circuit")
    site = api.dcim.sites.create(name="Cable Site", slug="cable-site")
    maker = api.dcim.manufacturers.create(name="Cabling Co", slug="cabling-co")
    switch = api.dcim.device_types.create(manufacturer=maker.id, model="Edge", slug="edge")
    panel = api.dcim.device_types.create(manufacturer=maker.id, model="Patch 4", slug="patch-4")
    role = api.dcim.device_roles.create(name="Edge", slug="edge", color="0000ff")
    for name in ("edge-1", "edge-2"):
        device = api.dcim.devices.create(name=name, device_type=switch.id, role=role.id, site=site.id)
        S[name] = api.dcim.interfaces.create(device=device.id, name="xe-0/0/0", type="10gbase-x-sfpp")
        S[name + ":wan"] = api.dcim.interfaces.create(device=device.id, name="xe-0/0/1", type="10gbase-x-sfpp")
    for name in ("panel-a", "panel-b"):
        device = api.dcim.devices.create(name=name, device_type=panel.id, role=role.id, site=site.id)
        rear = api.dcim.rear_ports.create(device=device.id, name="trunk", type="mpo", positions=4)
        fronts = [
            api.dcim.front_ports.create(device=device.id, name=f"port{p}", type="lc", rear_ports=[{"position": 1, "rear_port": rear.id, "rear_port_position": p}])
            for p in range(1, 5)
        ]
        S[name] = (rear, fronts)
    provider = api.circuits.providers.create(name="Metro Fiber", slug="metro-fiber")
    kind = api.circuits.circuit_types.create(name="Dark fiber", slug="dark-fiber")
    circuit = api.circuits.circuits.create(cid="DF-1001", provider=provider.id, type=kind.id)
    S["circuit"] = circuit
    S["term_a"] = api.circuits.circuit_terminations.create(circuit=circuit.id, term_side="A", termination_type="dcim.site", termination_id=site.id)
    S["term_z"] = api.circuits.circuit_terminations.create(circuit=circuit.id, term_side="Z", termination_type="dcim.site", termination_id=site.id)


def patch_panels():
    step("edge-1 to edge-2 through the panels: cables as pynetbox creates them")
    (rear_a, fronts_a), (rear_b, fronts_b) = S["panel-a"], S["panel-b"]
    first = api.dcim.cables.create(a_terminations=ends("dcim.interface", S["edge-1"]), b_terminations=ends("dcim.frontport", fronts_a[1]), type="smf", length=2, length_unit="m")
    # pynetbox reads each end as a record of its model (its GFK list parser).
    assert first.a_terminations[0].id == S["edge-1"].id and first.a_terminations[0].name == "xe-0/0/0", first.a_terminations
    assert first.b_terminations[0].name == "port2" and first.status.value == "connected" and first.type == "smf", dict(first)
    S["trunk"] = api.dcim.cables.create(a_terminations=ends("dcim.rearport", rear_a), b_terminations=ends("dcim.rearport", rear_b), label="TRUNK-1")
    api.dcim.cables.create(a_terminations=ends("dcim.frontport", fronts_b[1]), b_terminations=ends("dcim.interface", S["edge-2"]))
    iface = api.dcim.interfaces.get(S["edge-1"].id)
    assert iface.cable.id == first.id and iface.cable_end == "A" and iface.link_peers_type == "dcim.frontport", dict(iface)
    assert [p.name for p in iface.link_peers] == ["port2"], iface.link_peers
    assert [e.name for e in iface.connected_endpoints] == ["xe-0/0/0"] and iface.connected_endpoints[0].device.name == "edge-2", iface.connected_endpoints
    assert iface.connected_endpoints_reachable is True

    step("trace() from edge-1: three hops, edge-2 at the far end")
    trace = api.dcim.interfaces.get(S["edge-1"].id).trace()
    assert len(trace) == 9, trace
    assert trace[0][0].name == "xe-0/0/0" and trace[0][0].device.name == "edge-1", trace[0]
    assert trace[1].id == first.id and trace[2][0].name == "port2", (trace[1], trace[2])
    assert trace[3][0].name == "trunk" and trace[4].label == "TRUNK-1" and trace[5][0].device.name == "panel-b", trace[3:6]
    assert trace[8][0].name == "xe-0/0/0" and trace[8][0].device.name == "edge-2", trace[8]
    back = api.dcim.interfaces.get(S["edge-2"].id).trace()
    assert back[-1][0].device.name == "edge-1", back
    assert {c.id for c in api.dcim.cables.filter(device_id=iface.device.id)} == {first.id}
    assert len(list(api.dcim.interfaces.filter(device="edge-1", cabled=True))) == 1
    assert len(list(api.dcim.interfaces.filter(device="edge-1", connected=False))) == 1

    step("a cable already there: refused")
    expect_request_error(lambda: api.dcim.cables.create(a_terminations=ends("dcim.interface", S["edge-1"]), b_terminations=ends("dcim.frontport", fronts_a[2])), 400, "a second cable on edge-1")


def circuit():
    step("edge-1 to edge-2 across a circuit: trace() shows the far end")
    api.dcim.cables.create(a_terminations=ends("dcim.interface", S["edge-1:wan"]), b_terminations=ends("circuits.circuittermination", S["term_a"]))
    z_cable = api.dcim.cables.create(a_terminations=ends("circuits.circuittermination", S["term_z"]), b_terminations=ends("dcim.interface", S["edge-2:wan"]))
    trace = api.dcim.interfaces.get(S["edge-1:wan"].id).trace()
    assert len(trace) == 6, trace
    assert trace[2][0].term_side == "A" and trace[3][0].term_side == "Z", (dict(trace[2][0]), dict(trace[3][0]))
    assert trace[5][0].name == "xe-0/0/1" and trace[5][0].device.name == "edge-2", trace[5]
    S["z_cable"] = z_cable


def delete_and_stop():
    step("the trunk deleted: edge-1's trace stops at panel-a's rear port")
    assert api.dcim.cables.get(S["trunk"].id).delete()
    trace = api.dcim.interfaces.get(S["edge-1"].id).trace()
    assert len(trace) == 6, trace
    assert trace[3][0].name == "trunk" and trace[3][0].device.name == "panel-a" and trace[4] == [] and trace[5] == [], trace[3:]
    iface = api.dcim.interfaces.get(S["edge-1"].id)
    assert iface.connected_endpoints is None and iface.connected_endpoints_reachable is False, dict(iface)

    step("the circuit's far cable deleted: the trace ends at the circuit's Z side")
    assert S["z_cable"].delete()
    trace = api.dcim.interfaces.get(S["edge-1:wan"].id).trace()
    assert len(trace) == 6 and trace[3][0].term_side == "Z" and trace[4] == [] and trace[5][0].slug == "cable-site", trace
    peer = api.dcim.interfaces.get(S["edge-2:wan"].id)
    assert peer.cable is None and peer.link_peers == [] and peer.trace() == [], dict(peer)


if __name__ == "__main__":
    sys.exit(run([setup, patch_panels, circuit, delete_and_stop]))
