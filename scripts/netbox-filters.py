#!/usr/bin/python3
"""The list filters of every NetBox REST endpoint, read from a NetBox source tree, as JSON facts.

    /usr/bin/python3 scripts/netbox-filters.py <netbox checkout | git dir> [<ref>] > test/reference/netbox-filters.json

A git dir (a bare clone, e.g. the one the `fetch` tool brings) is read at <ref> (default `feature`,
NetBox 4.7) with `git show`; a checkout is read from its files. Only the standard library is used:
the filtersets are parsed (Python's `ast`), never imported, so neither Django nor NetBox is needed.

Which filterset an endpoint applies: its viewset's `filterset_class` (netbox/<app>/api/views.py),
keyed by the viewset's `queryset` model as "app.model" (our model keys). A viewset without one
(notifications, subscriptions, notification groups) filters nothing: DjangoFilterBackend then
ignores every parameter, whatever filterset the model has for the UI.

What a filterset's filters are, as django-filter 26 builds them (`FilterSetMetaclass`):
  - the filters declared in the class body (an attribute whose value is a call of a `...Filter`
    class), then those its bases declared, in base order, unless an attribute of the class (a filter,
    a method, anything) or an earlier base already has that name;
  - one filter per `Meta.fields` entry that no declaration took (Meta inherited from a base);
  - a range filter (`time = DateTimeFromToRangeFilter()`) is read from two parameters,
    `time_after` and `time_before` (`_min`/`_max` for numbers): those are listed, not `time`;
  - at run time, NetBoxModelFilterSet adds `cf_<name>` per custom field and AttributeFiltersMixin
    reads `attr_<...>`: prefixes, not names, listed under "prefixes".
A declared name may itself hold a lookup (`created__after`, `mask_length__gte`): it is kept as is.

The lookups NetBox adds (`BaseFilterSet.get_additional_lookups`, `<name>__<suffix>`) are recorded
per filter where the source alone tells them: a filter with a `method`, or with a lookup other than
exact/iexact/in/contains, gets none; a declared filter gets the suffixes of its class's family
(numeric, char, model choice, tree node, tag: utilities/constants.py); a `Meta.fields` filter gets
those of the model field's type, which this script does not read: "field" says so. Each filter
also names the class that declares it ("Meta.fields" for the generated ones).
"""
import ast
import json
import os
import subprocess
import sys

# The lookup maps of netbox/utilities/constants.py, by the family get_additional_lookups picks.
FAMILIES = {
    'numeric': ['n', 'lte', 'lt', 'gte', 'gt', 'empty'],
    'treenode': ['n'],
    'tag': ['n', 'any'],
    'model': ['n'],
    'char': ['n', 'ic', 'nic', 'iew', 'niew', 'isw', 'nisw', 'ie', 'nie', 'empty', 'regex', 'iregex'],
}
STANDARD_LOOKUPS = {'exact', 'iexact', 'in', 'contains'}

# django-filter's own filter classes and their bases (the subset NetBox uses), so that a NetBox
# filter class can be followed to the family `BaseFilterSet._get_filter_lookup_dict` gives it.
DJANGO_FILTERS = {
    'Filter': [],
    'CharFilter': ['Filter'],
    'BooleanFilter': ['Filter'],
    'ChoiceFilter': ['Filter'],
    'MultipleChoiceFilter': ['Filter'],
    'TypedChoiceFilter': ['Filter'],
    'TypedMultipleChoiceFilter': ['MultipleChoiceFilter'],
    'DateFilter': ['Filter'],
    'DateTimeFilter': ['Filter'],
    'IsoDateTimeFilter': ['DateTimeFilter'],
    'TimeFilter': ['Filter'],
    'DurationFilter': ['Filter'],
    'UUIDFilter': ['Filter'],
    'NumberFilter': ['Filter'],
    'ModelChoiceFilter': ['Filter'],
    'ModelMultipleChoiceFilter': ['MultipleChoiceFilter'],
    'DateFromToRangeFilter': ['Filter'],
}
# In the order _get_filter_lookup_dict tests them (isinstance, first match wins).
FAMILY_TESTS = [
    ('numeric', {'NumberFilter', 'MultiValueDateFilter', 'MultiValueDateTimeFilter', 'MultiValueNumberFilter',
                 'MultiValueDecimalFilter', 'MultiValueTimeFilter'}),
    ('treenode', {'TreeNodeMultipleChoiceFilter'}),
    ('tag', {'TagFilter', 'TagIDFilter'}),
    ('model', {'ModelChoiceFilter', 'ModelMultipleChoiceFilter'}),
    ('char', {'CharFilter', 'ChoiceFilter', 'MultipleChoiceFilter', 'MultiValueCharFilter', 'MultiValueMACAddressFilter'}),
]
# Range filters read two parameters, `<name>_<suffix>` (their widget's suffixes), never `<name>`.
RANGE_SUFFIXES = {
    'DateFromToRangeFilter': ('after', 'before'),
    'DateTimeFromToRangeFilter': ('after', 'before'),
    'IsoDateTimeFromToRangeFilter': ('after', 'before'),
    'TimeRangeFilter': ('after', 'before'),
    'RangeFilter': ('min', 'max'),
    'NumericRangeFilter': ('min', 'max'),
}
# Filter classes whose constructor defaults the lookup to something other than exact.
DEFAULT_LOOKUP = {'MultiValueArrayFilter': 'contains'}


class Source:
    """A NetBox tree: a checkout (files) or a git dir (read at a ref)."""

    def __init__(self, root, ref):
        self.root, self.ref = root, ref
        self.git = not os.path.isdir(os.path.join(root, 'netbox'))

    def paths(self):
        if self.git:
            out = subprocess.run(['git', '--git-dir', self.root, 'ls-tree', '-r', '--name-only', self.ref, 'netbox/'],
                                 check=True, capture_output=True, text=True).stdout
            return out.split()
        found = []
        for folder, _, names in os.walk(os.path.join(self.root, 'netbox')):
            found += [os.path.relpath(os.path.join(folder, n), self.root) for n in names]
        return sorted(found)

    def read(self, path):
        if self.git:
            return subprocess.run(['git', '--git-dir', self.root, 'show', f'{self.ref}:{path}'],
                                  check=True, capture_output=True, text=True).stdout
        with open(os.path.join(self.root, path), encoding='utf-8') as f:
            return f.read()

    def commit(self):
        if self.git:
            return subprocess.run(['git', '--git-dir', self.root, 'rev-parse', self.ref],
                                  check=True, capture_output=True, text=True).stdout.strip()
        return None


def dotted(node):
    """`a.b.C` of a Name/Attribute node (None for anything else)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = dotted(node.value)
        return f'{inner}.{node.attr}' if inner else None
    return None


def last(name):
    return name.rsplit('.', 1)[-1] if name else None


def keyword(call, name):
    return next((k.value for k in call.keywords if k.arg == name), None)


def declared_filter(value):
    """The description of a declared filter (a call of a ...Filter class), or None."""
    if not isinstance(value, ast.Call):
        return None
    cls = last(dotted(value.func))
    if not cls or not cls.endswith('Filter'):
        return None
    lookup = keyword(value, 'lookup_expr')
    return {
        'class': cls,
        'method': keyword(value, 'method') is not None,
        'lookup_expr': lookup.value if isinstance(lookup, ast.Constant) else DEFAULT_LOOKUP.get(cls, 'exact'),
    }


def string_list(node):
    """Meta.fields: a tuple or list of names, `tuple()`, or a dict {name: [lookups]} (its keys)."""
    if isinstance(node, (ast.Tuple, ast.List)):
        return [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    if isinstance(node, ast.Dict):
        return [k.value for k in node.keys if isinstance(k, ast.Constant)]
    if isinstance(node, ast.Call) and dotted(node.func) in ('tuple', 'list') and not node.args:
        return []
    raise ValueError(f'Meta.fields of an unexpected form at line {node.lineno}')


def read_class(node, module):
    """A class statement → its bases, declared filters, attribute names and Meta."""
    declared, attributes, meta = {}, set(), None
    for stmt in node.body:
        if isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    attributes.add(target.id)
                    found = declared_filter(stmt.value)
                    if found:
                        declared[target.id] = found
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            attributes.add(stmt.target.id)
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            attributes.add(stmt.name)
        elif isinstance(stmt, ast.ClassDef) and stmt.name == 'Meta':
            meta = {}
            for item in stmt.body:
                if isinstance(item, ast.Assign) and isinstance(item.targets[0], ast.Name):
                    key = item.targets[0].id
                    if key == 'model':
                        meta['model'] = last(dotted(item.value))
                    elif key in ('fields', 'exclude'):
                        meta[key] = string_list(item.value)
    return {
        'name': node.name, 'module': module, 'bases': [last(dotted(b)) for b in node.bases],
        'declared': declared, 'attributes': attributes, 'meta': meta,
    }


def queryset_model(node):
    """The model of a viewset's `queryset`: `Site.objects.…` or `RestrictedQuerySet(model=User)`."""
    while True:
        if isinstance(node, ast.Call):
            model = keyword(node, 'model')
            if model is not None:
                return last(dotted(model))
            node = node.func
        elif isinstance(node, ast.Attribute):
            if node.attr == 'objects':
                return last(dotted(node.value))
            node = node.value
        else:
            raise ValueError(f'a queryset of an unexpected form at line {node.lineno}')


def family(cls, classes):
    """The lookup family of a filter class, following its bases (None: no lookups added)."""
    seen, queue = [], [cls]
    while queue:
        name = queue.pop(0)
        if name in seen:
            continue
        seen.append(name)
        queue += DJANGO_FILTERS.get(name, classes.get(name, []))
    for fam, names in FAMILY_TESTS:
        if any(n in names for n in seen):
            return fam
    return None


def main():
    root = sys.argv[1]
    ref = sys.argv[2] if len(sys.argv) > 2 else 'feature'
    source = Source(root, ref)
    paths = source.paths()

    # Model classes by name → app label (models/*.py or models.py of each app).
    model_app = {}
    for path in paths:
        parts = path.split('/')
        if len(parts) >= 3 and path.endswith('.py') and (parts[2] == 'models.py' or (parts[2] == 'models' and len(parts) == 4)):
            for node in ast.parse(source.read(path)).body:
                if isinstance(node, ast.ClassDef):
                    model_app.setdefault(node.name, set()).add(parts[1])

    # Filter classes (utilities/filters.py, extras/filters.py, ...) → their bases.
    filter_classes = {}
    filterset_files = [p for p in paths if p.count('/') == 2 and p.split('/')[2] in ('filtersets.py', 'base_filtersets.py', 'filterset_mixins.py', 'filters.py')]
    classes = {}
    for path in filterset_files:
        tree = ast.parse(source.read(path))
        module = path[len('netbox/'):-len('.py')].replace('/', '.')
        for node in tree.body:
            if not isinstance(node, ast.ClassDef):
                continue
            if path.endswith('/filters.py'):
                filter_classes[node.name] = [last(dotted(b)) for b in node.bases]
                continue
            if node.name in classes:
                raise SystemExit(f'two filtersets named {node.name}: {classes[node.name]["module"]} and {module}')
            classes[node.name] = read_class(node, module)

    def declared_of(name):
        """django-filter's declared_filters of a class: its own, then its bases' unless shadowed."""
        cls = classes.get(name)
        if cls is None:
            return {}
        out = {filter_name: {**spec, 'in': name} for filter_name, spec in cls['declared'].items()}
        known = set(cls['attributes'])
        for base in cls['bases']:
            for filter_name, spec in declared_of(base).items():
                if filter_name not in known:
                    known.add(filter_name)
                    out[filter_name] = spec
        return out

    def meta_of(name):
        cls = classes.get(name)
        if cls is None:
            return None
        if cls['meta'] is not None:
            return cls['meta']
        return next((m for m in (meta_of(b) for b in cls['bases']) if m is not None), None)

    def ancestors(name):
        cls = classes.get(name)
        out = [name]
        for base in (cls['bases'] if cls else []):
            out += [a for a in ancestors(base) if a not in out]
        return out

    def filters_of(name):
        meta = meta_of(name)
        filters = {}
        for filter_name, spec in declared_of(name).items():
            if spec['class'] in RANGE_SUFFIXES:
                for suffix in RANGE_SUFFIXES[spec['class']]:
                    filters[f'{filter_name}_{suffix}'] = {'class': spec['class'], 'declared_in': spec['in'], 'lookups': [], 'range_of': filter_name}
                continue
            fam = None if spec['method'] or spec['lookup_expr'] not in STANDARD_LOOKUPS else family(spec['class'], filter_classes)
            filters[filter_name] = {'class': spec['class'], 'declared_in': spec['in'], 'lookups': FAMILIES[fam] if fam else []}
        excluded = set(meta.get('exclude', [])) | set(declared_of(name))
        for field in meta.get('fields', []):
            if field not in excluded:
                filters[field] = {'class': None, 'declared_in': 'Meta.fields', 'lookups': 'field'}
        return dict(sorted(filters.items()))

    def model_key(model):
        apps = model_app.get(model, set())
        if len(apps) != 1:
            raise SystemExit(f'the model {model} is defined in {sorted(apps) or "no app"}')
        return f'{next(iter(apps))}.{model.lower()}'

    # The REST API's viewsets: the model of each (its `queryset`) and the filterset it applies. A
    # viewset without `filterset_class` filters nothing (DjangoFilterBackend then ignores every
    # parameter), whatever filterset the model may have for the UI.
    models = {}
    for path in paths:
        if not path.endswith('/api/views.py') or '/tests/' in path:
            continue
        for node in ast.parse(source.read(path)).body:
            if not isinstance(node, ast.ClassDef):
                continue
            assigned = {t.id: stmt.value for stmt in node.body if isinstance(stmt, ast.Assign)
                        for t in stmt.targets if isinstance(t, ast.Name)}
            if 'queryset' not in assigned or node.name.startswith('Available'):
                continue
            key = model_key(queryset_model(assigned['queryset']))
            filterset = last(dotted(assigned['filterset_class'])) if 'filterset_class' in assigned else None
            entry = {'viewset': f'{path[len("netbox/"):-len(".py")].replace("/", ".")}.{node.name}', 'filterset': filterset}
            if filterset:
                lineage = ancestors(filterset)
                entry['ancestors'] = lineage[1:]
                entry['filters'] = filters_of(filterset)
                entry['prefixes'] = (['cf_'] if 'NetBoxModelFilterSet' in lineage else []) + (['attr_'] if 'AttributeFiltersMixin' in lineage else [])
            else:
                entry['filters'] = {}
                entry['prefixes'] = []
            if key in models and models[key]['filterset'] != filterset:
                raise SystemExit(f'{key}: two viewsets with different filtersets ({models[key]["viewset"]}, {entry["viewset"]})')
            models.setdefault(key, entry)

    out = {
        'about': 'The list filters of the NetBox REST API per model, extracted by scripts/netbox-filters.py from '
                 'NetBox source: facts only (filter names, the filter class and the class declaring it, the lookups '
                 'NetBox adds; "field": by the model field type). Regenerate with the script, never by hand.',
        'source': {'repository': 'github.com/netbox-community/netbox', 'ref': ref, 'commit': source.commit()},
        'models': dict(sorted(models.items())),
    }
    sys.stdout.write(dump(out))


def dump(value, depth=0):
    """JSON with one filter (or other leaf object or list) a line, so that a diff shows what changed."""
    if isinstance(value, dict) and value and any(isinstance(v, dict) for v in value.values()):
        pad = '  ' * (depth + 1)
        items = [f'{pad}{json.dumps(k)}: {dump(v, depth + 1).strip()}' for k, v in value.items()]
        return '{\n' + ',\n'.join(items) + '\n' + '  ' * depth + '}' + ('\n' if depth == 0 else '')
    return json.dumps(value, ensure_ascii=False)


if __name__ == '__main__':
    main()
