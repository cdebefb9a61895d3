"""Devices in full with Debian's pynetbox 7.0.0: a device type with templates of every kind, a
device made from it (its components appear), a module into one of its bays (its components
appear, named through {module}), front-to-rear port mappings, a child device in a device bay,
an inventory tree, and a rack's elevation; each read back as pynetbox users read it (records,
nested records, the filters they use). Run by test/clients/pynetbox.test.ts."""

import sys

from scenario import api, expect_request_error, run, step

S = {}


def device_type():
    step("a parent device type with a template of every kind")
    S["maker"] = api.dcim.manufacturers.create(name="Chassis Co", slug="chassis-co")
    S["type"] = api.dcim.device_types.create(manufacturer=S["maker"].id, model="CX-9", slug="cx-9", subdevice_role="parent")
    t = {"device_type": S["type"].id}
    api.dcim.console_port_templates.create(name="Console", type="rj-45", **t)
    api.dcim.console_server_port_templates.create(name="Line 1", type="rj-45", **t)
    psu = api.dcim.power_port_templates.create(name="PSU1", maximum_draw=750, **t)
    outlet = api.dcim.power_outlet_templates.create(name="Outlet 1", power_port=psu.id, feed_leg="A", **t)
    assert outlet.power_port.id == psu.id and outlet.power_port.name == "PSU1", dict(outlet)
    mgmt = api.dcim.interface_templates.create(name="mgmt0", type="1000base-t", mgmt_only=True, **t)
    api.dcim.interface_templates.create(name="mgmt0.10", type="virtual", parent=mgmt.id, **t)
    rear = api.dcim.rear_port_templates.create(name="Trunk", type="mpo", positions=4, **t)
    front = api.dcim.front_port_templates.create(
        name="Front 1", type="lc", positions=2,
        rear_ports=[{"position": 1, "rear_port": rear.id, "rear_port_position": 1}, {"position": 2, "rear_port": rear.id, "rear_port_position": 2}], **t,
    )
    assert [(m.position, m.rear_port, m.rear_port_position) for m in front.rear_ports] == [(1, rear.id, 1), (2, rear.id, 2)], front.rear_ports
    api.dcim.module_bay_templates.create(name="Slot 1", position="1", **t)
    api.dcim.device_bay_templates.create(name="Blade 1", **t)
    fan = api.dcim.inventory_item_templates.create(name="Fan tray", **t)
    api.dcim.inventory_item_templates.create(name="Fan 1", parent=fan.id, **t)
    S["type"] = api.dcim.device_types.get(S["type"].id)
    counts = [S["type"].console_port_template_count, S["type"].interface_template_count, S["type"].front_port_template_count, S["type"].inventory_item_template_count]
    assert counts == [1, 2, 1, 2], counts
    assert len(list(api.dcim.interface_templates.filter(device_type_id=S["type"].id))) == 2
    expect_request_error(lambda: api.dcim.console_port_templates.create(name="Console", **t), 400, "a second template of the same name")


def device():
    step("a device: its components from its type's templates")
    S["site"] = api.dcim.sites.create(name="DC 1", slug="dc-1")
    S["role"] = api.dcim.device_roles.create(name="Chassis", slug="chassis")
    S["device"] = api.dcim.devices.create(name="chassis-1", device_type=S["type"].id, role=S["role"].id, site=S["site"].id)
    d = api.dcim.devices.get(S["device"].id)
    counts = {name: getattr(d, f"{name}_count") for name in ["console_port", "console_server_port", "power_port", "power_outlet", "interface", "front_port", "rear_port", "device_bay", "module_bay", "inventory_item"]}
    assert counts == {"console_port": 1, "console_server_port": 1, "power_port": 1, "power_outlet": 1, "interface": 2, "front_port": 1, "rear_port": 1, "device_bay": 1, "module_bay": 1, "inventory_item": 2}, counts
    outlet = api.dcim.power_outlets.get(device_id=d.id, name="Outlet 1")
    assert outlet.power_port.name == "PSU1" and outlet.feed_leg.value == "A", dict(outlet)
    child = api.dcim.interfaces.get(device_id=d.id, name="mgmt0.10")
    assert child.parent.name == "mgmt0" and child.device.id == d.id, dict(child)
    assert api.dcim.interfaces.get(device_id=d.id, name="mgmt0").mgmt_only is True
    fan = api.dcim.inventory_items.get(device_id=d.id, name="Fan 1")
    assert fan.parent == api.dcim.inventory_items.get(device_id=d.id, name="Fan tray").id and fan._depth == 1, dict(fan)
    assert [p.name for p in api.dcim.console_ports.filter(device=d.name)] == ["Console"]


def port_mappings():
    step("front and rear port mappings, read and reconciled")
    front = api.dcim.front_ports.get(device_id=S["device"].id, name="Front 1")
    rear = api.dcim.rear_ports.get(device_id=S["device"].id, name="Trunk")
    assert [(m.position, m.rear_port, m.rear_port_position) for m in front.rear_ports] == [(1, rear.id, 1), (2, rear.id, 2)], front.rear_ports
    # Record.update() would serialize the whole record, and pynetbox 7.0 cannot serialize a list of
    # objects without ids (it fails the same way against NetBox 4.5+): the endpoint's bulk update
    # sends the list as given.
    api.dcim.front_ports.update([{"id": front.id, "rear_ports": [{"position": 1, "rear_port": rear.id, "rear_port_position": 3}]}])
    rear = api.dcim.rear_ports.get(rear.id)
    assert [(m.position, m.front_port, m.front_port_position) for m in rear.front_ports] == [(3, front.id, 1)], rear.front_ports
    assert [p.id for p in api.dcim.front_ports.filter(rear_port_id=rear.id)] == [front.id]
    expect_request_error(lambda: api.dcim.front_ports.update([{"id": front.id, "rear_ports": [{"position": 1, "rear_port": rear.id, "rear_port_position": 9}]}]), 400, "a rear position the rear port lacks")


def modules():
    step("a module into the device's bay: its components, named through {module}")
    card_type = api.dcim.module_types.create(manufacturer=S["maker"].id, model="LC-48")
    api.dcim.interface_templates.create(module_type=card_type.id, name="Ethernet{module}/1", type="25gbase-x-sfp28")
    api.dcim.interface_templates.create(module_type=card_type.id, name="Ethernet{module}/2", type="25gbase-x-sfp28")
    bay = api.dcim.module_bays.get(device_id=S["device"].id, name="Slot 1")
    module = api.dcim.modules.create(device=S["device"].id, module_bay=bay.id, module_type=card_type.id, serial="LC0001")
    names = sorted(i.name for i in api.dcim.interfaces.filter(module_id=module.id))
    assert names == ["Ethernet1/1", "Ethernet1/2"], names
    bay = api.dcim.module_bays.get(bay.id)
    assert bay.installed_module.id == module.id and bay._occupied is True, dict(bay)
    assert api.dcim.module_types.get(card_type.id).module_count == 1
    expect_request_error(lambda: api.dcim.modules.create(device=S["device"].id, module_bay=bay.id, module_type=card_type.id), 400, "a second module in the bay")
    module.delete()
    assert len(list(api.dcim.interfaces.filter(device_id=S["device"].id, name="Ethernet1/1"))) == 0


def device_bays():
    step("a child device in a device bay: its parent device")
    child_type = api.dcim.device_types.create(manufacturer=S["maker"].id, model="Blade B1", slug="blade-b1", subdevice_role="child", u_height=0)
    blade = api.dcim.devices.create(name="blade-1", device_type=child_type.id, role=S["role"].id, site=S["site"].id)
    bay = api.dcim.device_bays.get(device_id=S["device"].id, name="Blade 1")
    bay.installed_device = blade.id
    assert bay.save()
    blade = api.dcim.devices.get(blade.id)
    assert blade.parent_device.name == "chassis-1" and blade.parent_device.device_bay.name == "Blade 1", dict(blade)
    assert [d.name for d in api.dcim.devices.filter(parent_device_id=S["device"].id)] == ["blade-1"]


def elevation():
    step("a rack's elevation: every unit, the device in its units")
    rack = api.dcim.racks.create(name="Rack 1", site=S["site"].id, u_height=42)
    one_u = api.dcim.device_types.create(manufacturer=S["maker"].id, model="Switch 1U", slug="switch-1u")
    api.dcim.devices.create(name="tor-1", device_type=one_u.id, role=S["role"].id, site=S["site"].id, rack=rack.id, position=10, face="front")
    units = api.dcim.racks.get(rack.id).elevation.list()
    assert len(units) == 84, len(units)
    assert units[0].name == "U42.5" and units[-1].name == "U1", (units[0].name, units[-1].name)
    u10 = next(u for u in units if u.name == "U10")
    assert u10.device.name == "tor-1" and u10.occupied is True and u10.face.value == "front", dict(u10)
    assert sum(1 for u in units if u.device) == 2  # U10.5 and U10
    rear = api.dcim.racks.get(rack.id).elevation.list(face="rear")
    assert next(u for u in rear if u.name == "U10").device.name == "tor-1"  # full depth


if __name__ == "__main__":
    sys.exit(run([device_type, device, port_mappings, modules, device_bays, elevation]))
