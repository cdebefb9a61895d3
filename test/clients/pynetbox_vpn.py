"""The VPN application with Debian's pynetbox 7.0.0, which predates it (no `api.vpn`: the script
makes the app itself, as a client of NetBox 4.x would): an L2VPN terminating two VLANs, each VLAN
reading its l2vpn_termination back, and a point-to-point L2VPN refusing a third; a tunnel between
two devices (one termination on an interface of each, with an outside IP), found by its filters,
refusing an interface already terminated, and losing a termination with its interface.
Run by test/clients/pynetbox.test.ts."""

import sys

from pynetbox.core.app import App

from scenario import api, expect_request_error, run, step

vpn = App(api, "vpn")
S = {}


def l2vpn():
    step("an L2VPN terminating two VLANs")
    site = api.dcim.sites.create(name="VPN Site", slug="vpn-site")
    S["site"] = site
    target = api.ipam.route_targets.create(name="65001:100")
    l2 = vpn.l2vpns.create(name="Metro E-Line", slug="metro-e-line", type="vpws", identifier=100, import_targets=[target.id], export_targets=[target.id])
    assert l2.display == "Metro E-Line (100)" and l2.type.value == "vpws" and l2.type.label == "VPWS", dict(l2)
    assert l2.status.value == "active" and [t.name for t in l2.import_targets] == ["65001:100"], dict(l2)
    vlans = [api.ipam.vlans.create(vid=vid, name=f"E-LINE-{vid}", site=site.id) for vid in (310, 320)]
    terms = [vpn.l2vpn_terminations.create(l2vpn=l2.id, assigned_object_type="ipam.vlan", assigned_object_id=v.id) for v in vlans]
    assert terms[0].display == "E-LINE-310 (310) <> Metro E-Line (100)", dict(terms[0])
    assert terms[1].assigned_object.vid == 320 and terms[1].l2vpn.id == l2.id, dict(terms[1])

    step("each VLAN reads its l2vpn_termination back")
    for vlan, term in zip(vlans, terms):
        again = api.ipam.vlans.get(vlan.id)
        assert again.l2vpn_termination.id == term.id, dict(again)
        assert again.l2vpn_termination.l2vpn.name == "Metro E-Line" and again.l2vpn_termination.l2vpn.identifier == 100, dict(again.l2vpn_termination)
    assert {v.id for v in api.ipam.vlans.filter(l2vpn_id=l2.id)} == {v.id for v in vlans}
    assert {t.id for t in vpn.l2vpn_terminations.filter(l2vpn="metro-e-line", site="vpn-site")} == {t.id for t in terms}

    step("a third termination of a point-to-point L2VPN is refused; the VLAN keeps none")
    third = api.ipam.vlans.create(vid=330, name="E-LINE-330", site=site.id)
    error = expect_request_error(lambda: vpn.l2vpn_terminations.create(l2vpn=l2.id, assigned_object_type="ipam.vlan", assigned_object_id=third.id), 400, "a third VPWS termination")
    assert "VPWS L2VPNs cannot have more than two terminations; found 2 already defined." in str(error.error), error.error
    assert api.ipam.vlans.get(third.id).l2vpn_termination is None


def tunnel():
    step("a tunnel between two devices, with an outside IP on each end")
    maker = api.dcim.manufacturers.create(name="VPN Co", slug="vpn-co")
    kind = api.dcim.device_types.create(manufacturer=maker.id, model="Firewall", slug="firewall")
    role = api.dcim.device_roles.create(name="Firewall", slug="firewall", color="ff0000")
    ike = vpn.ike_policies.create(name="IKEv2 default", version=2, proposals=[
        vpn.ike_proposals.create(name="AES256-SHA256-G14", authentication_method="preshared-keys", encryption_algorithm="aes-256-cbc", authentication_algorithm="hmac-sha256", group=14).id,
    ])
    ipsec = vpn.ipsec_policies.create(name="ESP AES256", proposals=[vpn.ipsec_proposals.create(name="ESP-AES256", encryption_algorithm="aes-256-cbc").id], pfs_group=14)
    profile = vpn.ipsec_profiles.create(name="Site-to-site", mode="esp", ike_policy=ike.id, ipsec_policy=ipsec.id)
    group = vpn.tunnel_groups.create(name="Branches", slug="branches")
    t = vpn.tunnels.create(name="HQ-Branch", status="active", encapsulation="ipsec-tunnel", group=group.id, ipsec_profile=profile.id, tunnel_id=42)
    assert t.encapsulation.label == "IPsec - Tunnel" and t.ipsec_profile.name == "Site-to-site" and t.terminations_count == 0, dict(t)
    ends = []
    for i, name in enumerate(("fw-hq", "fw-branch")):
        device = api.dcim.devices.create(name=name, device_type=kind.id, role=role.id, site=S["site"].id)
        tun = api.dcim.interfaces.create(device=device.id, name="tun0", type="virtual")
        wan = api.dcim.interfaces.create(device=device.id, name="wan0", type="1000base-t")
        outside = api.ipam.ip_addresses.create(address=f"203.0.113.{i + 1}/24", assigned_object_type="dcim.interface", assigned_object_id=wan.id)
        ends.append(vpn.tunnel_terminations.create(tunnel=t.id, role="peer", termination_type="dcim.interface", termination_id=tun.id, outside_ip=outside.id))
        S[name] = tun
    assert ends[0].display == f"HQ-Branch: Termination {ends[0].id}" and ends[0].role.value == "peer", dict(ends[0])
    assert ends[1].termination.device.name == "fw-branch" and ends[1].outside_ip.address == "203.0.113.2/24", dict(ends[1])
    assert vpn.tunnels.get(t.id).terminations_count == 2
    assert vpn.tunnel_groups.get(group.id).tunnel_count == 1
    assert [e.id for e in vpn.tunnel_terminations.filter(tunnel_id=t.id)] == [e.id for e in ends]
    assert [e.id for e in vpn.tunnel_terminations.filter(interface_id=S["fw-hq"].id)] == [ends[0].id]
    assert [x.id for x in vpn.tunnels.filter(group="branches", encapsulation="ipsec-tunnel")] == [t.id]

    step("an interface already terminated is refused; a deleted interface takes its termination along")
    other = vpn.tunnels.create(name="Backup", status="planned", encapsulation="gre")
    error = expect_request_error(lambda: vpn.tunnel_terminations.create(tunnel=other.id, role="peer", termination_type="dcim.interface", termination_id=S["fw-hq"].id), 400, "a second tunnel on fw-hq tun0")
    assert "tun0 is already attached to a tunnel (HQ-Branch)." in str(error.error), error.error
    assert api.dcim.interfaces.get(S["fw-branch"].id).delete()
    assert vpn.tunnel_terminations.get(ends[1].id) is None
    assert vpn.tunnels.get(t.id).terminations_count == 1


if __name__ == "__main__":
    sys.exit(run([l2vpn, tunnel]))
