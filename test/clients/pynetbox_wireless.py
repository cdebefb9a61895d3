"""Wireless with Debian's pynetbox 7.0.0: a wireless LAN group and LAN, two devices' wireless
interfaces on the LAN and joined by a wireless link; the interfaces read back with their wireless
link, link peers, connected endpoints and trace() across the link; a linked interface cannot be
deleted; the link deleted, and both ends are free again. Run by test/clients/pynetbox.test.ts."""

import sys

from scenario import api, expect_request_error, run, step

S = {}


def setup():
    step("a LAN group and a LAN, two access points with a radio each")
    site = api.dcim.sites.create(name="Wireless Site", slug="wireless-site")
    maker = api.dcim.manufacturers.create(name="Radio Co", slug="radio-co")
    kind = api.dcim.device_types.create(manufacturer=maker.id, model="AP-1", slug="ap-1")
    role = api.dcim.device_roles.create(name="Access point", slug="access-point", color="00aaff")
    group = api.wireless.wireless_lan_groups.create(name="Campus WiFi", slug="campus-wifi")
    child = api.wireless.wireless_lan_groups.create(name="Lobby WiFi", slug="lobby-wifi", parent=group.id)
    lan = api.wireless.wireless_lans.create(ssid="Visitors", group=child.id, status="active", auth_type="wpa-personal", auth_cipher="aes", auth_psk="s3cret", scope_type="dcim.site", scope_id=site.id)
    # pynetbox's own record class for LANs (its __str__ is the SSID).
    assert str(lan) == "Visitors" and lan.status.value == "active" and lan.auth_type.label == "WPA Personal (PSK)", dict(lan)
    assert lan.scope.id == site.id and lan.scope_type == "dcim.site" and lan.group.id == child.id, dict(lan)
    assert api.wireless.wireless_lan_groups.get(group.id).wirelesslan_count == 1
    assert [l.ssid for l in api.wireless.wireless_lans.filter(site_id=site.id)] == ["Visitors"]
    for name in ("ap-1", "ap-2"):
        device = api.dcim.devices.create(name=name, device_type=kind.id, role=role.id, site=site.id)
        S[name] = api.dcim.interfaces.create(device=device.id, name="wlan0", type="ieee802.11ax", wireless_lans=[lan.id])
    assert [l.ssid for l in S["ap-1"].wireless_lans] == ["Visitors"], S["ap-1"].wireless_lans
    assert len(list(api.dcim.interfaces.filter(wireless_lan_id=lan.id))) == 2
    S["lan"] = lan


def link():
    step("a wireless link between the radios: both ends read it back")
    wired = api.dcim.interfaces.create(device=S["ap-1"].device.id, name="eth0", type="1000base-t")
    expect_request_error(lambda: api.wireless.wireless_links.create(interface_a=wired.id, interface_b=S["ap-2"].id), 400, "a wired interface")
    made = api.wireless.wireless_links.create(interface_a=S["ap-1"].id, interface_b=S["ap-2"].id, ssid="Backhaul", distance=120, distance_unit="m")
    assert made.ssid == "Backhaul" and made.status.value == "connected" and made.interface_a.id == S["ap-1"].id, dict(made)
    a = api.dcim.interfaces.get(S["ap-1"].id)
    assert a.wireless_link.id == made.id and a.wireless_link.ssid == "Backhaul" and a._occupied is True, dict(a)
    assert a.link_peers_type == "dcim.interface" and [p.device.name for p in a.link_peers] == ["ap-2"], a.link_peers
    assert [e.device.name for e in a.connected_endpoints] == ["ap-2"] and a.connected_endpoints_reachable is True, a.connected_endpoints
    trace = a.trace()
    assert len(trace) == 3 and trace[0][0].device.name == "ap-1" and trace[1].ssid == "Backhaul" and trace[2][0].device.name == "ap-2", trace
    b = api.dcim.interfaces.get(S["ap-2"].id)
    assert b.wireless_link.id == made.id and [p.device.name for p in b.link_peers] == ["ap-1"], dict(b)
    assert [i.id for i in api.dcim.interfaces.filter(wireless_link_id=made.id)] == [S["ap-1"].id, S["ap-2"].id]
    assert [l.id for l in api.wireless.wireless_links.filter(interface_a_id=S["ap-1"].id)] == [made.id]
    expect_request_error(lambda: api.dcim.interfaces.get(S["ap-1"].id).delete(), 409, "deleting a linked interface")
    S["link"] = made


def delete_link():
    step("the link deleted: both radios are free again")
    assert api.wireless.wireless_links.get(S["link"].id).delete()
    for name in ("ap-1", "ap-2"):
        iface = api.dcim.interfaces.get(S[name].id)
        assert iface.wireless_link is None and iface.link_peers == [] and iface.connected_endpoints is None and iface._occupied is False, dict(iface)
        assert iface.trace() == []
    assert api.dcim.interfaces.get(S["ap-1"].id).delete()


if __name__ == "__main__":
    sys.exit(run([setup, link, delete_link]))
