"""First-hop redundancy and VLAN translation with Debian's pynetbox 7.0.0: an FHRP group on two
routers' interfaces with a virtual IP assigned to the group, read back from the group, the
assignments and the interfaces; a VLAN translation policy with rules applied to an interface;
a duplicate assignment refused; the group deleted with its assignments. Run by
test/clients/pynetbox.test.ts."""

import sys

from scenario import api, expect_request_error, run, step

S = {}


def setup():
    step("two routers with an interface each")
    site = api.dcim.sites.create(name="FHRP Site", slug="fhrp-site")
    maker = api.dcim.manufacturers.create(name="Redundant Co", slug="redundant-co")
    kind = api.dcim.device_types.create(manufacturer=maker.id, model="Gateway", slug="gateway")
    role = api.dcim.device_roles.create(name="Gateway", slug="gateway", color="00ff00")
    for name in ("gw-1", "gw-2"):
        device = api.dcim.devices.create(name=name, device_type=kind.id, role=role.id, site=site.id)
        S[name] = api.dcim.interfaces.create(device=device.id, name="vlan100", type="virtual")


def fhrp_group():
    step("a VRRP group with a virtual IP, on both routers' interfaces")
    group = api.ipam.fhrp_groups.create(protocol="vrrp3", group_id=100, name="users", auth_type="md5", auth_key="s3cret")
    assert group.protocol.value == "vrrp3" and group.protocol.label == "VRRPv3" and group.display == "users VRRPv3: 100", dict(group)
    vip = api.ipam.ip_addresses.create(address="10.100.0.1/24", role="vrrp", assigned_object_type="ipam.fhrpgroup", assigned_object_id=group.id)
    assert vip.assigned_object_type == "ipam.fhrpgroup" and vip.assigned_object.id == group.id, dict(vip)
    for priority, name in ((200, "gw-1"), (100, "gw-2")):
        api.ipam.fhrp_group_assignments.create(group=group.id, interface_type="dcim.interface", interface_id=S[name].id, priority=priority)
    group = api.ipam.fhrp_groups.get(group.id)
    assert [ip.address for ip in group.ip_addresses] == ["10.100.0.1/24"], group.ip_addresses
    assignments = list(api.ipam.fhrp_group_assignments.filter(group_id=group.id))
    assert [(a.interface.device.name, a.priority) for a in assignments] == [("gw-1", 200), ("gw-2", 100)], assignments
    assert [a.interface.name for a in api.ipam.fhrp_group_assignments.filter(device="gw-2")] == ["vlan100"]
    assert api.dcim.interfaces.get(S["gw-1"].id).count_fhrp_groups == 1
    assert [ip.address for ip in api.ipam.ip_addresses.filter(fhrpgroup_id=group.id)] == ["10.100.0.1/24"]
    expect_request_error(
        lambda: api.ipam.fhrp_group_assignments.create(group=group.id, interface_type="dcim.interface", interface_id=S["gw-1"].id, priority=1),
        400, "the same interface twice",
    )
    S["group"] = group


def vlan_translation():
    step("a VLAN translation policy with two rules, applied to gw-1's interface")
    policy = api.ipam.vlan_translation_policies.create(name="Customer B")
    api.ipam.vlan_translation_rules.create(policy=policy.id, local_vid=300, remote_vid=30)
    api.ipam.vlan_translation_rules.create(policy=policy.id, local_vid=200, remote_vid=20)
    policy = api.ipam.vlan_translation_policies.get(policy.id)
    assert [(r["local_vid"], r["remote_vid"]) for r in policy.rules] == [(200, 20), (300, 30)], policy.rules
    iface = api.dcim.interfaces.get(S["gw-1"].id)
    iface.vlan_translation_policy = policy.id
    assert iface.save()
    assert api.dcim.interfaces.get(S["gw-1"].id).vlan_translation_policy.name == "Customer B"
    assert [i.id for i in api.dcim.interfaces.filter(vlan_translation_policy_id=policy.id)] == [S["gw-1"].id]


def delete_group():
    step("the group deleted: its assignments go with it")
    assert S["group"].delete()
    assert list(api.ipam.fhrp_group_assignments.filter(device="gw-1")) == []
    assert api.dcim.interfaces.get(S["gw-1"].id).count_fhrp_groups == 0


if __name__ == "__main__":
    sys.exit(run([setup, fhrp_group, vlan_translation, delete_group]))
