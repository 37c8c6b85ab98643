#!/usr/bin/env python3
"""Type-check the call shapes real SwiftUI code uses most against this project's SwiftUI.

  python3 Tests/Idioms/run_idioms.py [--build-dir .build/debug] [--keep DIR] [--update-known]

The API coverage probes (Tests/APICoverage) type-check each of SwiftUI's symbols with typed
sample values; they never see the overload resolution of ordinary calls, where a literal, a
`Color` that is both a view and a shape style, or an implicit member picks among overloads.
This suite writes one snippet per call shape and type-checks them all at once, as `snap
render` compiles a previewed file (`import SwiftUI`, the modules beside `snap`):

1. Shapes counted in public SwiftUI code (`shapes.tsv`, written by `count_shapes.py` from the
   repositories and commits of `corpus.tsv`): the most frequent shapes whose arguments are
   self-contained (literals, members, SwiftUI values, closures; no variable of unknown type),
   at least MINIMUM_SHAPES of them. Placeholders become values: `<int>` 8, `<float>` 0.5,
   `<str>` "s", a `<view>` receiver a generic view, a `<text>` receiver a `Text`, closures
   a closure of as many parameters whose body is a view or `fatalError()`.
2. Overload families with default arguments (`Tests/APICoverage/swiftui-ios18.tsv`): every
   `View` modifier whose one required argument is a generic view, shape style, shape or string
   is called with values that satisfy more than one family member (`Color.red`,
   `Color.red.opacity(0.5)`, `.red`, `Circle()`, a string literal), defaults omitted.

A view snippet is the body of a view of its own (`struct Idiom_12<V: View>: View`), as the call
stands in an app; any other expression is `_ = …` in a function. The run fails when a snippet
that is not in `known-failures.tsv` fails, naming it with the compiler's first error, and when
one listed there now compiles (the list stays true: `--update-known` rewrites it, keeping each
listed snippet's reason). Each listed failure says why: an extension the corpus's own code
declares under a SwiftUI name, a closure body the shape cannot carry, or API not built yet.
"""
import argparse
import collections
import csv
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, 'Tests', 'APICoverage'))
sys.dont_write_bytecode = True

import run_coverage  # noqa: E402  (the compile command snap uses, and its diagnostics)

SHAPES = os.path.join(HERE, 'shapes.tsv')
KNOWN = os.path.join(HERE, 'known-failures.tsv')
API = os.path.join(ROOT, 'Tests', 'APICoverage', 'swiftui-ios18.tsv')
MINIMUM_SHAPES = 2000

# Values for the placeholders of a shape's arguments.
LITERALS = {'<int>': '8', '<float>': '0.5', '<str>': '"s"', '<istr>': '"s \\(8)"'}
# Receivers of a known type: a value of that type. `<view>` is the generic view `v`.
RECEIVERS = {
    '<view>': 'v', '<text>': 'Text("s")', '<image>': 'Image(systemName: "star")', '<shape>': 'Circle()',
    '<color>': 'Color.red', '<font>': 'Font.body', '<gesture>': 'DragGesture()', '<animation>': 'Animation.default',
    '<scene>': 's', '<anyshapestyle>': 'AnyShapeStyle(Color.red)', '<path>': 'Path()', '<angle>': 'Angle.zero',
    '<transition>': 'AnyTransition.opacity', '<anytransition>': 'AnyTransition.opacity', '<spring>': 'Spring()',
    '<gradient>': 'Gradient(colors: [Color.red])', '<lineargradient>': 'LinearGradient(colors: [Color.red], startPoint: .top, endPoint: .bottom)',
    '<tapgesture>': 'TapGesture()', '<draggesture>': 'DragGesture()', '<longpressgesture>': 'LongPressGesture()',
    '<magnifygesture>': 'MagnifyGesture()', '<rotategesture>': 'RotateGesture()',
}
# Values of unknown type: a variable, a binding built from one, a key path. A `Binding(get:set:)`
# is one too: its value type comes from what its closures return.
UNTYPED = ('<id>', '<binding>', '<keypath>')
CLOSURE_RE = re.compile(r'\{<(\d+)>: (view|stmt|empty)\}')
PLACEHOLDER_RE = re.compile(r'<[a-z]+>')

# Values that satisfy more than one generic constraint of an overload family.
DUAL_VALUES = {
    'View': ['Color.red', 'Color.red.opacity(0.5)', 'Text("s")'],
    'ShapeStyle': ['Color.red', 'Color.red.opacity(0.5)', '.red', '.tint', 'Color.accentColor'],
    'Shape': ['Circle()', 'RoundedRectangle(cornerRadius: 8)', '.rect(cornerRadius: 8)', 'Capsule()'],
    'InsettableShape': ['Circle()', 'RoundedRectangle(cornerRadius: 8)', '.rect(cornerRadius: 8)', 'Capsule()'],
    'StringProtocol': ['"s"'],
}


def closure(match, variant):
    """A closure of the shape's parameter count. Its body is unknown, so two plausible ones:
    variant 0 a view (`Text`) or `fatalError()` (a statement whose type fits any result);
    variant 1 nothing, or the first parameter (what a closure that transforms its argument,
    `visualEffect { content, proxy in content… }`, returns)."""
    n, kind = int(match.group(1)), match.group(2)
    names = ['p%d' % i for i in range(n)]
    params = '' if n == 0 else ', '.join(names) + ' in '
    if variant == 0:
        body = {'view': 'Text("s")', 'stmt': 'fatalError()', 'empty': ''}[kind]
    else:
        body = names[0] if kind == 'stmt' and n else ''
    return '{ %s%s }' % (params, body) if params or body else '{ }'


def snippet_of(shape, variant=0):
    """The shape as Swift: (expression, context), or None when it has an untyped value."""
    if any(u in shape for u in UNTYPED) or re.search(r'\.init\(get: |Binding\(get: ', shape):
        return None
    text = CLOSURE_RE.sub(lambda m: closure(m, variant), shape)
    for k, v in LITERALS.items():
        text = text.replace(k, v)
    receiver = None
    for k, v in RECEIVERS.items():
        if text.startswith(k):
            receiver = k
            text = v + text[len(k):]
            break
    if PLACEHOLDER_RE.search(text):
        return None
    if receiver == '<scene>':
        return text, 'scene'
    if receiver in ('<view>', '<text>', '<image>', '<shape>', '<color>'):
        return text, 'view'
    head = re.match(r'^([A-Z]\w*)', text)
    return text, CONTEXTS.get(type_roles().get(head.group(1)) if head else None, 'value')


# Where a value of each role stands in an app: a view in a body, toolbar content in `.toolbar`,
# a tab in a `TabView`, a scene in an app's `body`; anything else is a value (`_ = …`).
CONTEXTS = {'View': 'view', 'ToolbarContent': 'toolbar', 'TabContent': 'tab', 'Scene': 'scene'}
# Types SwiftUI makes views in extensions the enumeration lists apart from the type.
EXTENSION_VIEWS = {'Text', 'Image', 'Color', 'AnyShape'}
_ROLES = {}


def type_roles(path=API):
    """{type name: 'View' | 'ToolbarContent' | 'TabContent' | 'Scene'} from the declarations'
    conformance lists (a shape is a view)."""
    if not _ROLES:
        with open(path, newline='') as f:
            for row in csv.DictReader(f, delimiter='\t'):
                if row['kind'] != 'type' or '.' in row['symbol']:
                    continue
                m = re.search(r'(?:struct|class|enum) \w+(?:<[^>]*>)? : ([^{]*?)(?: where |$)', row['signature'])
                conforms = {c.strip() for c in m.group(1).split(',')} if m else set()
                if conforms & {'View', 'Shape', 'InsettableShape'} or row['symbol'] in EXTENSION_VIEWS:
                    _ROLES[row['symbol']] = 'View'
                elif conforms & {'ToolbarContent', 'CustomizableToolbarContent'}:
                    _ROLES[row['symbol']] = 'ToolbarContent'
                elif 'TabContent' in conforms:
                    _ROLES[row['symbol']] = 'TabContent'
                elif 'Scene' in conforms:
                    _ROLES[row['symbol']] = 'Scene'
    return _ROLES


def load_shapes(path=SHAPES):
    with open(path, newline='') as f:
        rows = list(csv.DictReader(f, delimiter='\t'))
    return [(r['shape'], int(r['count'])) for r in rows]


def family_snippets(path=API):
    """Calls of the View modifiers whose one required argument is generic over a constraint
    DUAL_VALUES knows, defaults omitted, with each of its values."""
    out = []
    with open(path, newline='') as f:
        for row in csv.DictReader(f, delimiter='\t'):
            if row['kind'] != 'modifier' or not row['symbol'].startswith('View.') or row['deprecated']:
                continue
            sig = row['signature']
            m = re.search(r'func (\w+)<([^>]*)>\((.*)\) -> some View(?: where (.*))?$', sig)
            if not m:
                continue
            name, params, where = m.group(1), m.group(3), m.group(4) or ''
            parts = split_params(params)
            required = [p for p in parts if '=' not in p and '@ViewBuilder' not in p]
            if len(required) != 1 or not required[0].startswith('_ '):
                continue
            ptype = required[0].split(':', 1)[1].strip()
            constraints = dict(re.findall(r'(\w+) : (\w+)', where))
            protocol = constraints.get(ptype)
            for value in DUAL_VALUES.get(protocol, []):
                out.append(('v.%s(%s)' % (name, value), 'view', 'family: ' + row['symbol']))
    return sorted(set(out))


def split_params(s):
    depth, cur, out = 0, '', []
    for ch in s:
        if ch in '(<[':
            depth += 1
        elif ch in ')>]':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def build_snippets(shapes):
    """[(name, source, kind, origin)]: the MINIMUM_SHAPES most frequent typable shapes, then every
    further typable shape, then the families."""
    snippets, seen = [], set()
    for shape, count in shapes:
        first = snippet_of(shape)
        if first is None or first[0] in seen:
            continue
        seen.add(first[0])
        variants = [first] + [v for v in [snippet_of(shape, 1)] if v != first]
        snippets.append((variants, 'shape (%d uses): %s' % (count, shape)))
    for source, kind, origin in family_snippets():
        if source not in seen:
            seen.add(source)
            snippets.append(([(source, kind)], origin))
    return [('Idiom_%d' % i, variants, origin) for i, (variants, origin) in enumerate(snippets, 1)]


def write_file(path, snippets):
    """One variant a line (so an error's line names its snippet); returns {line: (snippet, variant)}."""
    lines = ['import SwiftUI', '']
    by_line = {}
    for index, (name, variants, origin) in enumerate(snippets):
        for number, (source, kind) in enumerate(variants):
            lines.append(line_of('%s_%d' % (name, number), source, kind))
            by_line[len(lines)] = (index, number)
    with open(path, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    return by_line


def line_of(name, source, kind):
    """A view snippet is the body of a view of its own, as the call stands in an app (toolbar
    content in `.toolbar`, a tab in a `TabView`); a scene an app's scene; anything else `_ = …`."""
    if kind in ('view', 'toolbar', 'tab'):
        content = {'view': '%s', 'toolbar': 'v.toolbar { %s }', 'tab': 'TabView { %s }'}[kind] % source
        return 'struct %s<V: View>: View { let v: V; var body: some View { %s } }' % (name, content)
    if kind == 'scene':
        return '@MainActor func %s<S: Scene>(_ s: S) -> some Scene { %s }' % (name.lower(), source)
    return '@MainActor func %s() { _ = %s }' % (name.lower(), source)


def load_known(path=KNOWN):
    if not os.path.exists(path):
        return {}
    with open(path, newline='') as f:
        return {r['snippet']: r['reason'] for r in csv.DictReader(f, delimiter='\t')}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--build-dir', default=os.path.join(ROOT, '.build', 'debug'))
    ap.add_argument('--swiftc', default=os.environ.get('SWIFTC', 'swiftc'))
    ap.add_argument('--keep', help='write the generated Swift file into this folder and keep it')
    ap.add_argument('--update-known', action='store_true', help='rewrite known-failures.tsv with this run\'s failures')
    args = ap.parse_args()

    shapes = load_shapes()
    snippets = build_snippets(shapes)
    typable = sum(1 for s in snippets if s[2].startswith('shape'))
    if typable < MINIMUM_SHAPES:
        raise SystemExit('only %d typable shapes in shapes.tsv; the suite needs %d' % (typable, MINIMUM_SHAPES))
    folder = args.keep or tempfile.mkdtemp(prefix='idioms-')
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, 'Idioms.swift')
    by_line = write_file(path, snippets)
    status, out = run_coverage.typecheck_retrying([path], run_coverage.compiler_flags(args.build_dir), args.swiftc,
                                                  args.build_dir, None)
    errors = {}
    for line in out.splitlines():
        m = run_coverage.DIAG_RE.match(line)
        if not m or m.group(4) != 'error':
            continue
        if os.path.basename(m.group(1)) != 'Idioms.swift' or int(m.group(2)) not in by_line:
            raise SystemExit('error outside the snippets:\n' + line)
        errors.setdefault(by_line[int(m.group(2))], m.group(5))
    # A snippet fails when none of its variants compiles; it is named by its first variant.
    failures = collections.OrderedDict()
    for index, (name, variants, origin) in enumerate(snippets):
        if all((index, number) in errors for number in range(len(variants))):
            failures[variants[0][0]] = (name, origin, errors[(index, 0)])
    if status != 0 and not failures:
        raise SystemExit('swiftc failed without an error in a snippet:\n' + out[-4000:])
    if run_coverage.CRASH_RE.search(out):
        raise SystemExit('swiftc crashed on the snippets:\n' + out[-4000:])

    known = load_known()
    if args.update_known:
        with open(KNOWN, 'w') as f:
            f.write('snippet\treason\n')
            for source in sorted(failures):
                f.write('%s\t%s\n' % (source, known.get(source, 'unexplained: ' + failures[source][2])))
    new = [s for s in failures if s not in known]
    fixed = [s for s in known if s not in failures]
    print('%d snippets (%d shapes of %d counted, %d family calls): %d compile, %d known failures, %d new, %d fixed'
          % (len(snippets), typable, len(shapes), len(snippets) - typable, len(snippets) - len(failures),
             len(failures) - len(new), len(new), len(fixed)))
    for source in new:
        name, origin, error = failures[source]
        print('FAIL %s: %s\n    %s\n    error: %s' % (name, source, origin, error))
    for source in fixed:
        print('FIXED (remove it from known-failures.tsv): %s' % source)
    if not args.keep:
        os.remove(path)
        os.rmdir(folder)
    return 1 if (new or fixed) and not args.update_known else 0


if __name__ == '__main__':
    sys.exit(main())
