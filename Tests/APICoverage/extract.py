#!/usr/bin/env python3
"""Generate swiftui-ios18.tsv and swiftui-ios26.tsv: the public iOS API of SwiftUI (iOS 18 and 26 SDKs).

Source read
-----------
Apple's textual module interfaces from an iPhoneOS18.6.sdk (SDKSettings.json
Version 18.6; the interfaces say "Apple Swift version 6.1.2 effective-5.10",
`-target arm64-apple-ios18.5`, `-user-module-version 6.5.4`), as committed in
a public GitHub repository:

  repository : github.com/mrdrvt99/iOS-SDKss   (README credits xybp888/iOS-SDKs)
  commit     : f573274868bf0f954ed01a1ab029756218a91119 (HEAD when read);
               both files are unchanged since e9f6481d887091c816c242c820563764a097a143
  paths      : iPhoneOS18.6.sdk/System/Library/Frameworks/SwiftUI.framework/
                 Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
                 (1,322,332 bytes, git blob 4a5b218fbe1b5db878e63164a47300a18e9d9d13)
               iPhoneOS18.6.sdk/System/Library/Frameworks/SwiftUICore.framework/
                 Modules/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
                 (1,005,183 bytes, git blob 244c6897b9e7e59253ba225d3142539e6fc4f049)

Since Xcode 16 most of the "core" of SwiftUI (View, Text, Image, Color, Shape,
State, Binding, EnvironmentValues, Animation, Layout ...) lives in
SwiftUICore, which SwiftUI re-exports (`@_exported import SwiftUICore`), so
both files are read and merged. The interface files themselves are not copied
into this repository.

The iOS 26 table is read the same way from an iPhoneOS26.2.sdk's interfaces (`SDKS['26']`
below: repository seayou2468-web/maciOS, commit 4e13ea7ff47837e11cad9ba0867013327f717a16, its
arm64e-apple-ios interfaces, blobs 0d6fe45f3ee315987dbfd767537ff74a9c2c20e0 (SwiftUI, 1,532,503
bytes) and 7218584878792a89fc170383f055c415ca787b0a (SwiftUICore, 1,124,796 bytes)).

Usage
-----
  python3 extract.py [--sdk 18|26] [--git-dir DIR | --interface FILE ...] [-o OUT.tsv]

By default the SDK's two files are taken, by the blob ids in `SDKS`, from a local bare clone
of its repository (--git-dir, default /work/.mirror/<owner>+<name>/repo), or else from
/tmp/swiftui-ios<N>/{SwiftUI,SwiftUICore}.swiftinterface.  Output is written next to this
script as the SDK's TSV.  The output is deterministic (sorted by family, symbol, signature).

What is listed
--------------
Every public declaration that is available on iOS: types, protocols,
associated types, typealiases, inits, methods, View/Scene/... modifiers,
properties, subscripts, enum cases, macros and free functions, each type's
members (also members added in extensions, e.g. the static members of style
protocols such as `PrimitiveButtonStyle.borderedProminent` and all
`EnvironmentValues` properties).

Left out:
  * anything not `public`/`open` (internal @usableFromInline, package, private),
    `@_spi` and `@_documentation(visibility: internal)` declarations;
  * any symbol with an underscored component (`_makeView`, `_ViewInputs`, ...);
  * anything `@available(iOS, unavailable)` or `@available(*, unavailable)`,
    also when inherited from the enclosing type or extension (macOS-, tvOS-,
    watchOS- and visionOS-only API is marked that way in the iOS interface;
    API that is unavailable on iOS but present in the file is therefore
    dropped);
  * conformance boilerplate the compiler synthesises or that only witnesses
    a standard protocol: `static func ==`/`~=`, `hash(into:)`, `hashValue`,
    `static var allCases`, the member typealiases `AllCases`, `RawValue`,
    `ArrayLiteralElement`, `Element`, `Index`, `Indices`, `Iterator`,
    `SubSequence`, and `Body`/`body`, `AnimatableData`/`animatableData` of
    concrete types and of protocol extensions (`where Body == Never`).  The
    protocol requirements themselves (View.body, View.Body,
    Animatable.animatableData, ...) are kept.

Columns
-------
family      coarse area for the coverage table (rules: family_for() and the
            TYPE_FAMILIES / MODIFIER_FAMILIES tables below)
symbol      Owner.name(labels:) in Apple documentation style
kind        type, protocol, associatedtype, typealias, init, method, modifier
            (an instance func of View/Scene/ToolbarContent/... extensions),
            property, subscript, case, macro, function (free function)
signature   declaration text on one line: module qualifiers (SwiftUICore.,
            Swift., ...) and implementation-only attributes (@inlinable,
            @_alwaysEmitIntoClient, @_disfavoredOverload ...) removed,
            inlinable bodies dropped, accessor blocks reduced to
            `{ get }`/`{ get set }`; when the declaration sits in a
            constrained extension the constraint is appended as
            `/* where ... */`
introduced  iOS version from the declaration's own @available, else from the
            nearest enclosing declaration/extension that has one, else 13.0
            (SwiftUI's first iOS release; only the @Entry macro has no iOS
            availability at all)
deprecated  iOS version it was deprecated in; `future` for Apple's
            "to be deprecated" marker (deprecated: 100000.0); `unversioned`
            for `@available(*, deprecated)` / `@available(iOS, deprecated)`
            without a version; empty when not deprecated
"""
import argparse
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

SDK = collections.namedtuple('SDK', 'key version repo commit files git_dir tmp_dir tsv')

# The SDKs whose interfaces are enumerated, by the major version `--sdk` names. Each file is
# (module, path in the repository, git blob id); the blobs are read from a local bare clone
# (`fetch` of the repository) or from TMP_DIR/<module>.swiftinterface.
SDKS = {
    '18': SDK(
        key='18', version='18.6', repo='mrdrvt99/iOS-SDKss', commit='f573274868bf0f954ed01a1ab029756218a91119',
        files=[
            ("SwiftUICore",
             "iPhoneOS18.6.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/"
             "SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface",
             "244c6897b9e7e59253ba225d3142539e6fc4f049"),
            ("SwiftUI",
             "iPhoneOS18.6.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/"
             "SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface",
             "4a5b218fbe1b5db878e63164a47300a18e9d9d13"),
        ],
        git_dir='/work/.mirror/mrdrvt99+iOS-SDKss/repo', tmp_dir='/tmp/swiftui-ios18', tsv='swiftui-ios18.tsv'),
    # iPhoneOS26.2.sdk (SDKSettings.json Version 26.2; the interfaces say "Apple Swift version 6.2
    # effective-5.10 (swiftlang-6.2.3.3.2)", `-target arm64e-apple-ios26.2`, `-user-module-version
    # 7.2.5.1.102`), committed in an unrelated project's repository; only its arm64e interfaces are
    # there, which differ from the arm64 ones in the target line.
    '26': SDK(
        key='26', version='26.2', repo='seayou2468-web/maciOS', commit='4e13ea7ff47837e11cad9ba0867013327f717a16',
        files=[
            ("SwiftUICore",
             "iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/"
             "SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface",
             "7218584878792a89fc170383f055c415ca787b0a"),
            ("SwiftUI",
             "iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/"
             "SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface",
             "0d6fe45f3ee315987dbfd767537ff74a9c2c20e0"),
        ],
        git_dir='/work/.mirror/seayou2468-web+maciOS/repo', tmp_dir='/tmp/swiftui-ios26', tsv='swiftui-ios26.tsv'),
}


# --------------------------------------------------------------------------
# loading

def load_sources(args, sdk):
    """Return [(module, text)]."""
    if args is not None and args.interface:
        out = []
        for p in args.interface:
            mod = os.path.basename(p).split(".")[0]
            with open(p, encoding="utf-8") as f:
                out.append((mod, f.read()))
        return out
    git_dir = (args.git_dir if args is not None and args.git_dir else sdk.git_dir)
    out = []
    for mod, path, blob in sdk.files:
        text = None
        if os.path.isdir(git_dir):
            try:
                text = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "blob", blob],
                                      check=True, capture_output=True).stdout.decode("utf-8")
            except subprocess.CalledProcessError:
                text = None
        if text is None:
            p = os.path.join(sdk.tmp_dir, mod + ".swiftinterface")
            if not os.path.exists(p):
                sys.exit("cannot find %s: give --git-dir or --interface" % path)
            with open(p, encoding="utf-8") as f:
                text = f.read()
        out.append((mod, text))
    return out


# --------------------------------------------------------------------------
# lexical helpers

def skip_string(t, i):
    """t[i] starts a string literal; return index just after it."""
    n = len(t)
    # raw strings #"..."# are not used in these files outside bodies; bodies are skipped
    # by skip_braces which calls this too, so handle them loosely.
    if t.startswith('"""', i):
        j = i + 3
        while j < n:
            if t[j] == '\\':
                if j + 1 < n and t[j + 1] == '(':
                    j = skip_parens(t, j + 1)
                    continue
                j += 2
                continue
            if t.startswith('"""', j):
                return j + 3
            j += 1
        return n
    j = i + 1
    while j < n:
        ch = t[j]
        if ch == '\\':
            if j + 1 < n and t[j + 1] == '(':
                j = skip_parens(t, j + 1)
                continue
            j += 2
            continue
        if ch == '"':
            return j + 1
        if ch == '\n':
            return j
        j += 1
    return n


def skip_balanced(t, i, opening, closing):
    """t[i] == opening; return the index after its matching closing character, skipping strings
    and comments."""
    depth = 0
    n = len(t)
    j = i
    while j < n:
        ch = t[j]
        if ch == '"':
            j = skip_string(t, j)
            continue
        if ch == '/' and t.startswith('//', j):
            k = t.find('\n', j)
            j = n if k < 0 else k
            continue
        if ch == '/' and t.startswith('/*', j):
            k = t.find('*/', j + 2)
            j = n if k < 0 else k + 2
            continue
        if ch == opening:
            depth += 1
        elif ch == closing:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return n


def skip_parens(t, i):
    """t[i] == '('; return index after the matching ')'."""
    return skip_balanced(t, i, '(', ')')


def skip_braces(t, i):
    """t[i] == '{'; return index after the matching '}'."""
    return skip_balanced(t, i, '{', '}')


def split_top(s, sep=','):
    """Split s at top-level separators (outside (), [], <>, {}, strings)."""
    parts, cur, depth, i, n = [], [], 0, 0, len(s)
    while i < n:
        ch = s[i]
        if ch == '"':
            j = skip_string(s, i)
            cur.append(s[i:j])
            i = j
            continue
        if ch in '([{<':
            depth += 1
        elif ch in ')]}':
            depth -= 1
        elif ch == '>' and not (i > 0 and s[i - 1] == '-'):
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(''.join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    parts.append(''.join(cur))
    return parts


ATTR_RE = re.compile(r'@[A-Za-z_][\w.]*')


def split_attrs(s):
    """Split leading attributes off a declaration: (['@available(...)', ...], rest)."""
    attrs = []
    s = s.strip()
    while s.startswith('@'):
        m = ATTR_RE.match(s)
        if not m:
            break
        j = m.end()
        if j < len(s) and s[j] == '<':
            j = len(s) - len(skip_generic(s[j:]))
        if j < len(s) and s[j] == '(':
            j = skip_parens(s, j)
        attrs.append(s[:j])
        s = s[j:].lstrip()
    return attrs, s


MODIFIERS = {
    'public', 'open', 'internal', 'package', 'private', 'fileprivate', 'nonisolated',
    'static', 'final', 'override', 'mutating', 'nonmutating', 'convenience', 'required',
    'dynamic', 'optional', 'lazy', 'weak', 'unowned', 'indirect', 'prefix', 'postfix',
    'infix', 'consuming', 'borrowing', '__consuming', 'distributed', 'isolated',
}
DECL_KEYWORDS = {
    'struct', 'class', 'enum', 'protocol', 'extension', 'actor', 'func', 'init', 'deinit',
    'subscript', 'var', 'let', 'typealias', 'associatedtype', 'case', 'macro',
    'operator', 'precedencegroup', 'import',
}
CONTAINER_KEYWORDS = {'struct', 'class', 'enum', 'protocol', 'extension', 'actor'}
WORD_RE = re.compile(r'[A-Za-z_][\w]*')


def parse_header(s):
    """-> (attrs, modifiers, keyword or None, rest-after-keyword)"""
    attrs, rest = split_attrs(s)
    mods = []
    while True:
        m = WORD_RE.match(rest)
        if not m:
            return attrs, mods, None, rest
        w = m.group(0)
        after = rest[m.end():]
        if w == 'class':
            nxt = WORD_RE.match(after.lstrip())
            if nxt and nxt.group(0) in ('func', 'var', 'let', 'subscript', 'typealias') \
                    or (nxt and nxt.group(0) in MODIFIERS):
                mods.append(w)
                rest = after.lstrip()
                continue
        if w in DECL_KEYWORDS:
            return attrs, mods, w, after
        if w in MODIFIERS:
            mods.append(w)
            rest = after.lstrip()
            # modifiers may have arguments: private(set), unowned(unsafe)
            if rest.startswith('('):
                j = skip_parens(rest, 0)
                mods[-1] += rest[:j]
                rest = rest[j:].lstrip()
            continue
        return attrs, mods, None, rest


# --------------------------------------------------------------------------
# scanner: file text -> tree of Node

class Node(object):
    __slots__ = ('attrs', 'mods', 'kw', 'rest', 'body', 'children', 'module', 'line')

    def __init__(self, header, body=None, module='', line=0):
        self.attrs, self.mods, self.kw, self.rest = parse_header(header)
        self.body = body
        self.children = []
        self.module = module
        self.line = line


def scan(text, module):
    root = Node('')
    root.kw = 'root'
    stack = [root]
    buf = []
    depth = 0
    i, n = 0, len(text)
    line = 1
    stmt_line = 1

    def emit(s, body=None):
        stack[-1].children.append(Node(s, body, module, stmt_line))

    while i < n:
        c = text[i]
        if c == '/' and text.startswith('//', i):
            k = text.find('\n', i)
            i = n if k < 0 else k
            continue
        if c == '/' and text.startswith('/*', i):
            k = text.find('*/', i + 2)
            line += text.count('\n', i, k)
            i = n if k < 0 else k + 2
            continue
        if c == '"':
            j = skip_string(text, i)
            line += text.count('\n', i, j)
            buf.append(text[i:j])
            i = j
            continue
        if c == '#' and depth == 0 and not ''.join(buf).strip():
            k = text.find('\n', i)
            k = n if k < 0 else k
            directive = text[i:k].split()[0]
            if directive in ('#else', '#elseif'):
                # keep the first branch only: skip to the matching #endif
                nest = 0
                j = k
                while j < n:
                    e = text.find('\n', j + 1)
                    e = n if e < 0 else e
                    ln = text[j + 1:e].strip()
                    if ln.startswith('#if'):
                        nest += 1
                    elif ln.startswith('#endif'):
                        if nest == 0:
                            k = e
                            break
                        nest -= 1
                    j = e
                line += text.count('\n', i, k)
            i = k
            continue
        if c in '([':
            depth += 1
        elif c in ')]':
            depth -= 1
        elif c == '{' and depth == 0:
            header = ' '.join(''.join(buf).split())
            buf = []
            attrs, mods, kw, rest = parse_header(header)
            if kw in CONTAINER_KEYWORDS:
                node = Node(header, None, module, stmt_line)
                stack[-1].children.append(node)
                stack.append(node)
                i += 1
                continue
            j = skip_braces(text, i)
            body = text[i:j]
            line += body.count('\n')
            emit(header, body)
            i = j
            continue
        elif c == '}' and depth == 0:
            left = ' '.join(''.join(buf).split())
            if left:
                emit(left)
            buf = []
            if len(stack) > 1:
                stack.pop()
            i += 1
            continue
        elif c == '\n' and depth == 0:
            s = ' '.join(''.join(buf).split())
            line += 1
            if s:
                attrs, mods, kw, rest = parse_header(s)
                if kw is not None or rest:
                    emit(s)
                    buf = []
                else:
                    buf.append(' ')
            else:
                buf = []
                stmt_line = line
            if not buf:
                stmt_line = line
            i += 1
            continue
        if c == '\n':
            line += 1
        buf.append(c)
        i += 1
    return root


# --------------------------------------------------------------------------
# availability

VERSION_RE = re.compile(r'^\d+(\.\d+)*$')


def norm_version(v):
    v = v.strip()
    if v.startswith('100000'):
        return 'future'
    parts = v.split('.')
    if len(parts) == 1:
        parts.append('0')
    return '.'.join(parts)


class Avail(object):
    __slots__ = ('introduced', 'deprecated', 'unavailable')

    def __init__(self, introduced=None, deprecated=None, unavailable=False):
        self.introduced = introduced
        self.deprecated = deprecated
        self.unavailable = unavailable


def parse_availability(attrs):
    """Availability on iOS from a list of attribute strings -> Avail (None = unspecified)."""
    a = Avail()
    for at in attrs:
        if not at.startswith('@available('):
            continue
        inner = at[len('@available('):-1]
        args = [x.strip() for x in split_top(inner)]
        if not args:
            continue
        head = args[0]
        if head == '*':
            rest = args[1:]
            if 'unavailable' in rest:
                a.unavailable = True
            for r in rest:
                if r == 'deprecated':
                    a.deprecated = a.deprecated or 'unversioned'
            continue
        if head == 'iOS':
            rest = args[1:]
            for r in rest:
                if r == 'unavailable':
                    a.unavailable = True
                elif r == 'deprecated':
                    a.deprecated = a.deprecated or 'unversioned'
                elif r.startswith('introduced:'):
                    a.introduced = norm_version(r.split(':', 1)[1])
                elif r.startswith('deprecated:'):
                    a.deprecated = norm_version(r.split(':', 1)[1])
                elif r.startswith('obsoleted:'):
                    a.unavailable = True
            continue
        # shorthand form: @available(iOS 13.0, macOS 10.15, *)
        for r in args:
            parts = r.split()
            if len(parts) == 2 and parts[0] == 'iOS' and VERSION_RE.match(parts[1]):
                a.introduced = norm_version(parts[1])
    return a


def version_key(v):
    if not v:
        return (0,)
    if v == 'future':
        return (100000,)
    if v == 'unversioned':
        return (99999,)
    return tuple(int(x) for x in v.split('.'))


# --------------------------------------------------------------------------
# names and signatures

MODULES = ['SwiftUICore', 'SwiftUI', 'Swift', '_Concurrency', 'CoreFoundation', 'CoreGraphics',
           'Foundation', 'UIKit', 'Combine', 'Observation', 'CoreTransferable',
           'DeveloperToolsSupport', 'UniformTypeIdentifiers', 'Symbols', 'Spatial',
           'Accessibility', 'OSLog', 'os', 'CoreData', 'QuartzCore', 'simd', 'Darwin',
           'ObjectiveC', 'Dispatch', 'CoreText', 'CoreImage', '_StringProcessing',
           'AppIntents', 'Metal']
MODULE_RE = re.compile(r'(?<![\w.])(?:%s)\.(?=[A-Za-z_`])' % '|'.join(re.escape(m) for m in MODULES))

# declaration attributes worth keeping in a signature
KEEP_ATTRS = re.compile(r'^@(MainActor|preconcurrency|propertyWrapper|resultBuilder|dynamicMemberLookup|'
                        r'dynamicCallable|discardableResult|attached|freestanding|frozen|objc|'
                        r'Sendable|\w*Builder)\b')


UNDERSCORED_ATTR_RE = re.compile(r'@_\w+(\([^()]*\))?\s*')


def strip_modules(s):
    """Drop module qualifiers and underscored (implementation) attributes."""
    return UNDERSCORED_ATTR_RE.sub('', MODULE_RE.sub('', s))


def clean_attr(a):
    return strip_modules(a)


def first_ident(s):
    s = s.lstrip()
    if s.startswith('`'):
        j = s.find('`', 1)
        return s[1:j], s[j + 1:]
    m = WORD_RE.match(s)
    if not m:
        return '', s
    return m.group(0), s[m.end():]


def skip_generic(s):
    """s starts with '<' -> rest after matching '>'."""
    depth = 0
    for i, ch in enumerate(s):
        if ch == '<':
            depth += 1
        elif ch == '>' and not (i > 0 and s[i - 1] == '-'):
            depth -= 1
            if depth == 0:
                return s[i + 1:]
    return ''


def param_labels(paren, subscript=False):
    """'(_ a: Int, b c: D = x)' -> ['_', 'b']"""
    inner = paren.strip()[1:-1]
    if not inner.strip():
        return []
    labels = []
    for p in split_top(inner):
        p = p.strip()
        _, p = split_attrs(p)
        head = split_top(p, ':')[0].strip()
        words = head.split()
        if not words:
            continue
        words = [w.strip('`') for w in words]
        if len(words) >= 2:
            labels.append(words[0])
        else:
            labels.append('_' if subscript else words[0])
    return labels


def callable_name(rest, kw):
    """rest after 'func'/'init'/'subscript'/'macro' -> (name, labels)."""
    s = rest.lstrip()
    if kw == 'func' or kw == 'macro':
        if s.startswith('`') or WORD_RE.match(s):
            name, s = first_ident(s)
        else:  # operator
            m = re.match(r'[-+*/%<>=!&|^~?.]+', s)
            name = m.group(0)
            s = s[m.end():]
    elif kw == 'init':
        name = 'init'
        if s[:1] in '?!':
            s = s[1:]
    else:
        name = 'subscript'
    s = s.lstrip()
    if s.startswith('<'):
        s = skip_generic(s).lstrip()
    labels = []
    if s.startswith('('):
        j = skip_parens(s, 0)
        # operators and subscripts have no argument labels unless spelled out
        is_op = not (name[:1].isalpha() or name[:1] == '_')
        labels = param_labels(s[:j], subscript=(kw == 'subscript' or is_op))
    return name, labels


def accessor_summary(body):
    """'{ get set }'-style summary of an accessor block, or None for a code body."""
    inner = body.strip()[1:-1]
    # scan top-level words of the block
    words = []
    depth = 0
    i = 0
    n = len(inner)
    while i < n:
        ch = inner[i]
        if ch == '"':
            i = skip_string(inner, i)
            continue
        if ch in '{(':
            depth += 1
        elif ch in '})':
            depth -= 1
        elif depth == 0:
            m = WORD_RE.match(inner, i)
            if m and (i == 0 or not (inner[i - 1].isalnum() or inner[i - 1] in '_.')):
                words.append(m.group(0))
                i = m.end()
                continue
        i += 1
    acc = [w for w in words if w in ('get', 'set', '_modify', '_read', 'modify', 'read', 'unsafeAddress',
                                     'unsafeMutableAddress')]
    if not acc:
        return '{ get }'  # computed body `{ return x }` is a getter
    parts = ['get']
    if 'set' in acc or '_modify' in acc or 'unsafeMutableAddress' in acc:
        parts.append('set')
    return '{ ' + ' '.join(parts) + ' }'


def strip_initializer(rest):
    """'x: T = value' -> 'x: T' (top level '=')."""
    parts = split_top(rest, '=')
    return parts[0].rstrip()


def one_line(s):
    return ' '.join(s.replace('\t', ' ').split())


def build_signature(node, extra_where=None):
    attrs = [clean_attr(a) for a in node.attrs if KEEP_ATTRS.match(clean_attr(a))]
    attrs = [a for a in attrs if not a.startswith('@frozen')]
    mods = list(node.mods)
    rest = node.rest
    kw = node.kw
    if kw in ('var', 'let'):
        rest = strip_initializer(rest) if node.body is None else rest
    if kw == 'macro':
        rest = split_top(rest, '=')[0].rstrip()
    rest = rest.strip()
    glue = '' if rest.startswith(('?', '!', '(', '<')) else ' '
    sig = ' '.join(attrs + mods + [kw]) + glue + rest
    if kw in ('var', 'subscript') and node.body is not None:
        sig = sig.rstrip() + ' ' + accessor_summary(node.body)
    sig = one_line(strip_modules(sig))
    if extra_where:
        sig += ' /* where ' + one_line(strip_modules(extra_where)) + ' */'
    return sig


def type_header_signature(node):
    attrs = [clean_attr(a) for a in node.attrs if KEEP_ATTRS.match(clean_attr(a))]
    return one_line(strip_modules(' '.join(attrs + list(node.mods) + [node.kw]) + ' ' + node.rest))


def extension_target(rest):
    """'SwiftUICore.View where Self : X' -> ('View', 'Self : X')"""
    s = strip_modules(rest.strip())
    where = None
    # split conformance list / where clause
    name_part = s
    idx_where = find_top_word(s, 'where')
    if idx_where >= 0:
        where = s[idx_where + len('where'):].strip()
        name_part = s[:idx_where]
    name_part = split_top(name_part, ':')[0].strip()
    # drop generic arguments on the extended type
    out, depth = [], 0
    for ch in name_part:
        if ch == '<':
            depth += 1
            continue
        if ch == '>':
            depth -= 1
            continue
        if depth == 0:
            out.append(ch)
    return ''.join(out).strip(), where


def find_top_word(s, word):
    depth = 0
    for m in re.finditer(r'[<>()\[\]]|\b%s\b' % word, s):
        t = m.group(0)
        if t in '<([':
            depth += 1
        elif t in '>)]':
            depth -= 1
        elif depth == 0:
            return m.start()
    return -1


# --------------------------------------------------------------------------
# walking the tree

# SwiftUI's first iOS release: the effective floor for a declaration that carries no
# iOS availability anywhere in its chain (only the @Entry macro in this SDK)
MODULE_FLOOR = '13.0'

MODIFIER_PROTOCOLS = {
    'View', 'Scene', 'Commands', 'ToolbarContent', 'CustomizableToolbarContent', 'TabContent',
    'TableColumnContent', 'TableRowContent', 'DynamicViewContent', 'DynamicTableRowContent',
}
BOILERPLATE_NAMES = {'hashValue', 'hash(into:)', '==(_:_:)', '~=(_:_:)'}
BOILERPLATE_TYPEALIASES = {'AllCases', 'RawValue', 'ArrayLiteralElement'}
COLLECTION_TYPEALIASES = {'Element', 'Index', 'Indices', 'Iterator', 'SubSequence'}

Record = collections.namedtuple('Record', 'owner name symbol kind signature introduced deprecated '
                                          'module owner_kind in_protocol line')


class Ctx(object):
    def __init__(self, path, kind, avail, public, where=None, conforms=''):
        self.path = path          # e.g. ['Text', 'Scale']
        self.kind = kind          # struct/class/enum/protocol/extension/actor/root
        self.avail = avail        # Avail (effective)
        self.public = public
        self.where = where
        self.conforms = conforms


def merge_avail(own, parent):
    a = Avail(own.introduced or parent.introduced,
              own.deprecated or parent.deprecated,
              own.unavailable or parent.unavailable)
    return a


def is_underscored(name):
    return name.startswith('_')


def walk(root, module, records, stats, type_kinds):
    top = Ctx([], 'root', Avail(), True)
    for ch in root.children:
        visit(ch, top, module, records, stats, type_kinds)


def visit(node, ctx, module, records, stats, type_kinds):
    kw = node.kw
    if kw is None:
        stats['unparsed'] += 1
        return
    attrs = node.attrs
    own = parse_availability(attrs)
    avail = merge_avail(own, ctx.avail)
    spi = any(a.startswith('@_spi') for a in attrs)
    hidden_doc = any(a.startswith('@_documentation') and 'internal' in a for a in attrs)

    if kw == 'extension':
        target, where = extension_target(node.rest)
        path = target.split('.') if target else []
        sub = Ctx(path, 'extension', avail, True, where)
        if avail.unavailable:
            stats['skipped_unavailable_on_ios'] += count_leaves(node)
            return
        if spi or hidden_doc or any(is_underscored(p) for p in path):
            stats['skipped_underscored'] += count_leaves(node)
            return
        for ch in node.children:
            visit(ch, sub, module, records, stats, type_kinds)
        return

    # public-ness
    if ctx.kind == 'protocol' or (kw == 'case' and ctx.kind == 'enum'):
        public = ctx.public          # requirements and cases take the container's access
    else:
        public = 'public' in node.mods or 'open' in node.mods
    if any(m.startswith(('internal', 'private', 'fileprivate', 'package')) for m in node.mods):
        public = False

    if kw in ('struct', 'class', 'enum', 'protocol', 'actor'):
        name, _ = first_ident(node.rest)
        path = ctx.path + [name]
        if not public or spi or hidden_doc:
            stats['skipped_nonpublic_spi_hidden'] += 1 + count_leaves(node)
            return
        if avail.unavailable:
            stats['skipped_unavailable_on_ios'] += 1 + count_leaves(node)
            return
        if any(is_underscored(p) for p in path):
            stats['skipped_underscored'] += 1 + count_leaves(node)
            return
        sub = Ctx(path, kw, avail, True)
        type_kinds['.'.join(path)] = kw
        sig = type_header_signature(node)
        records.append(Record('.'.join(ctx.path), name, '.'.join(path),
                              'protocol' if kw == 'protocol' else 'type', sig,
                              avail.introduced or MODULE_FLOOR, avail.deprecated or '', module, ctx.kind,
                              False, node.line))
        for ch in node.children:
            visit(ch, sub, module, records, stats, type_kinds)
        return

    if not public or spi or hidden_doc:
        stats['skipped_nonpublic_spi_hidden'] += 1
        return
    if avail.unavailable:
        stats['skipped_unavailable_on_ios'] += 1
        return

    owner = '.'.join(ctx.path)
    in_protocol = ctx.kind == 'protocol'

    def add(name, kind, sig):
        if is_underscored(name) or any(is_underscored(p) for p in ctx.path):
            stats['skipped_underscored'] += 1
            return
        symbol = (owner + '.' + name) if owner else name
        records.append(Record(owner, name, symbol, kind, sig, avail.introduced or MODULE_FLOOR,
                              avail.deprecated or '', module, ctx.kind, in_protocol, node.line))

    where = ctx.where if ctx.kind == 'extension' else None
    if kw in ('func', 'init', 'subscript', 'macro'):
        name, labels = callable_name(node.rest, kw)
        full = name + '(' + ''.join(l + ':' for l in labels) + ')'
        if kw == 'init':
            kind = 'init'
        elif kw == 'subscript':
            kind = 'subscript'
        elif kw == 'macro':
            kind = 'macro'
        elif not owner:
            kind = 'function'
        elif ('static' not in node.mods and 'class' not in node.mods
              and ctx.path and ctx.path[-1] in MODIFIER_PROTOCOLS and len(ctx.path) == 1
              and ctx.kind in ('extension', 'protocol')):
            kind = 'modifier'
        else:
            kind = 'method'
        add(full, kind, build_signature(node, where))
    elif kw in ('var', 'let'):
        # `public var a: X` (multiple bindings are not used in these interfaces)
        name, _ = first_ident(node.rest)
        add(name, 'property' if owner else 'variable', build_signature(node, where))
    elif kw == 'case':
        for part in split_top(node.rest):
            part = part.strip()
            if not part:
                continue
            name, tail = first_ident(part)
            tail = tail.strip()
            labels = None
            if tail.startswith('('):
                j = skip_parens(tail, 0)
                labels = param_labels(tail[:j])
            full = name + ('(' + ''.join(l + ':' for l in labels) + ')' if labels is not None else '')
            sig = one_line(strip_modules(' '.join(list(node.mods) + ['case', part])))
            if where:
                sig += ' /* where ' + one_line(strip_modules(where)) + ' */'
            add(full, 'case', sig)
    elif kw in ('typealias', 'associatedtype'):
        name, _ = first_ident(node.rest)
        add(name, kw, build_signature(node, where))
    elif kw == 'deinit':
        pass
    else:
        stats['other_kw_' + kw] += 1


def count_leaves(node):
    c = 0
    for ch in node.children:
        c += 1 + count_leaves(ch)
    return c


# --------------------------------------------------------------------------
# boilerplate filter

def is_boilerplate(r, type_kinds):
    """Conformance witnesses that only repeat a standard protocol's requirement."""
    name = r.name
    if r.in_protocol:
        return False
    if name in BOILERPLATE_NAMES:
        return True
    if r.kind == 'typealias' and name in BOILERPLATE_TYPEALIASES:
        return True
    if r.kind == 'typealias' and r.owner and name in COLLECTION_TYPEALIASES:
        return True
    if r.kind == 'property' and name == 'allCases' and ' static ' in ' ' + r.signature:
        return True
    # Body/body and AnimatableData/animatableData of concrete views, scenes, shapes ...
    # and the default implementations in protocol extensions (`where Body == Never`)
    if r.owner:
        if r.kind == 'typealias' and name in ('Body', 'AnimatableData'):
            return True
        if r.kind == 'property' and name in ('body', 'animatableData'):
            return True
    return False


# --------------------------------------------------------------------------
# families
#
# A symbol's family is decided, in this order, by
#   1. its top-level owner when that is one of the modifier-bearing protocols
#      (View, Scene, ...) -> MODIFIER_FAMILIES by the modifier's base name;
#   2. EnvironmentValues members -> 'Environment & Preferences';
#   3. style protocols / concrete styles / their configurations -> Styles/*;
#   4. the top-level type name -> TYPE_FAMILIES (exact names), then
#      TYPE_FAMILY_PATTERNS (regular expressions);
#   5. otherwise 'Other'.

def _names(s):
    return s.split()


TYPE_FAMILIES = collections.OrderedDict([
    ('App & Scenes', _names('''
        App Scene SceneBuilder WindowGroup DocumentGroup DocumentGroupLaunchScene
        DocumentConfiguration DocumentBaseBox DocumentLaunchView DocumentLaunchGeometryProxy
        DefaultDocumentGroupLaunchActions NewDocumentButton FileDocument
        FileDocumentConfiguration FileDocumentReadConfiguration FileDocumentWriteConfiguration
        ReferenceFileDocument ReferenceFileDocumentConfiguration ScenePhase ScenePadding
        SceneRestorationBehavior WindowManagerRole WindowResizability
        WindowToolbarFullScreenVisibility UIApplicationDelegateAdaptor BackgroundTask
        NSUserActivity OpenWindowAction DismissWindowAction NewDocumentAction
        OpenDocumentAction Commands CommandsBuilder CommandGroup CommandGroupPlacement
        CommandMenu EmptyCommands SidebarCommands ToolbarCommands InspectorCommands
        TextEditingCommands TextFormattingCommands Widget WidgetBundle WidgetBundleBuilder
        WidgetConfiguration EmptyWidgetConfiguration LimitedAvailabilityConfiguration
        ControlWidget ControlWidgetConfiguration ControlWidgetConfigurationBuilder
        ControlWidgetTemplate ControlWidgetTemplateBuilder EmptyControlWidgetConfiguration
        EmptyControlWidgetTemplate InterfaceOrientation''')),
    ('Views/View & Builders', _names('''
        View ViewBuilder ViewModifier EmptyModifier ModifiedContent AnyView EmptyView TupleView
        EquatableView Group Never Optional PlaceholderContentView Subview SubviewsCollection
        SubviewsCollectionSlice SectionCollection SectionConfiguration ForEachSubviewCollection
        ForEachSectionCollection ContainerValues ContainerValueKey GroupElementsOfContent
        GroupSectionsOfContent EnvironmentalModifier''')),
    ('Views/Text', _names('''
        Text Font TextAlignment LocalizedStringKey AttributeScopes AttributeDynamicLookup
        TextAttribute TextProxy TextRenderer TextSelection TextSelectionAffinity
        TextSelectability EnabledTextSelectability DisabledTextSelectability
        TextVariantPreference FixedTextVariant SizeDependentTextVariant TypesettingLanguage
        NSUnderlineStyle FormatStyle SystemFormatStyle TimeDataSource
        DefaultDateProgressLabel RedactionReasons WritingToolsBehavior''')),
    ('Views/Images', _names('''
        Image AsyncImage AsyncImagePhase ImageRenderer SymbolRenderingMode SymbolVariants
        ContentMode Label DefaultLabelStyle''')),
    ('Layout/Stacks & Grids', _names('''
        HStack VStack ZStack LazyHStack LazyVStack LazyHGrid LazyVGrid GridItem Grid GridRow
        Spacer Divider ViewThatFits HStackLayout VStackLayout ZStackLayout GridLayout
        PinnedScrollableViews''')),
    ('Layout/Custom Layout', _names('''
        Layout AnyLayout LayoutSubview LayoutSubviews LayoutProperties LayoutValueKey
        ProposedViewSize ViewSpacing''')),
    ('Layout/Geometry & Alignment', _names('''
        GeometryReader GeometryProxy Alignment AlignmentID AlignmentKey HorizontalAlignment
        VerticalAlignment ViewDimensions Edge EdgeInsets NSDirectionalEdgeInsets Axis
        UnitPoint Angle CoordinateSpace CoordinateSpaceProtocol NamedCoordinateSpace
        LocalCoordinateSpace GlobalCoordinateSpace SafeAreaRegions LayoutDirection
        LayoutDirectionBehavior HorizontalEdge VerticalEdge HorizontalDirection
        VerticalDirection ContainerBackgroundPlacement ContentMarginPlacement Visibility
        Anchor ProjectionTransform''')),
    ('Containers/Lists & Tables', _names('''
        List ForEach Section OutlineGroup OutlineSubgroupChildren DisclosureGroup
        DisclosureTableRow EditButton EditMode EditActions EditableCollectionContent
        IndexedIdentifierCollection DynamicViewContent DynamicTableRowContent Table
        TableColumn TableColumnAlignment TableColumnBuilder TableColumnContent
        TableColumnCustomization TableColumnCustomizationBehavior TableColumnForEach
        TableForEachContent TableHeaderRowContent TableOutlineGroupContent TableRow
        TableRowBuilder TableRowContent TupleTableColumnContent TupleTableRowContent
        EmptyTableRowContent OnInsertTableRowModifier ItemProviderTableRowModifier
        ListItemTint ListSectionSpacing SidebarRowSize RefreshAction MutableCollection
        RangeReplaceableCollection BadgeProminence Prominence''')),
    ('Containers/Scroll', _names('''
        ScrollView ScrollViewReader ScrollViewProxy ScrollTarget ScrollTargetBehavior
        AnyScrollTargetBehavior ScrollTargetBehaviorContext ScrollTargetBehaviorProperties
        ScrollTargetBehaviorPropertiesContext PagingScrollTargetBehavior
        ViewAlignedScrollTargetBehavior ScrollAnchorRole ScrollBounceBehavior
        ScrollContentOffsetAdjustmentBehavior ScrollDismissesKeyboardMode ScrollGeometry
        ScrollIndicatorVisibility ScrollInputBehavior ScrollInputKind ScrollPhase
        ScrollPhaseChangeContext ScrollPosition ScrollTransitionConfiguration
        ScrollTransitionPhase''')),
    ('Navigation', _names('''
        NavigationStack NavigationPath NavigationLink NavigationSplitView
        NavigationSplitViewColumn NavigationSplitViewVisibility NavigationView
        NavigationBarItem NavigationTransition AutomaticNavigationTransition
        ZoomNavigationTransition MatchedTransitionSourceConfiguration
        EmptyMatchedTransitionSourceConfiguration''')),
    ('Navigation/Tabs', _names('''
        TabView Tab TabSection TabContent TabContentBuilder AnyTabContent TabRole
        TabPlacement TabBarPlacement AdaptableTabBarPlacement TabViewCustomization
        TabCustomizationBehavior DefaultTabLabel''')),
    ('Navigation/Toolbar', _names('''
        ToolbarContent ToolbarContentBuilder CustomizableToolbarContent ToolbarItem
        ToolbarItemGroup ToolbarItemPlacement ToolbarPlacement ToolbarRole ToolbarTitleMenu
        ToolbarTitleDisplayMode ToolbarDefaultItemKind ToolbarCustomizationBehavior
        ToolbarCustomizationOptions ContentToolbarPlacement LabeledToolbarItemGroupContent''')),
    ('Presentation', _names('''
        Alert ActionSheet PopoverAttachmentAnchor PresentationDetent CustomPresentationDetent
        PresentationAdaptation PresentationBackgroundInteraction
        PresentationContentInteraction PresentationSizing PresentationSizingContext
        PresentationSizingRoot AutomaticPresentationSizing FittedPresentationSizing
        FormPresentationSizing PagePresentationSizing PresentationMode DialogSeverity
        DismissAction DismissBehavior PresentedWindowContent FileDialogBrowserOptions''')),
    ('Search', _names('''
        SearchFieldPlacement SearchPresentationToolbarBehavior SearchScopeActivation
        SearchSuggestionsPlacement SearchUnavailableContent DismissSearchAction''')),
    ('Controls/Buttons & Menus', _names('''
        Button ButtonRole ButtonRepeatBehavior ButtonBorderShape Link RenameButton
        RenameAction PasteButton Menu MenuOrder MenuActionDismissBehavior ContextMenu
        ControlGroup LabeledControlGroupContent PaletteSelectionEffect OpenURLAction''')),
    ('Controls/Input', _names('''
        Toggle Picker DatePicker DatePickerComponents MultiDatePicker Slider Stepper
        ColorPicker TextField SecureField TextEditor TextInputAutocapitalization
        TextInputDictationActivation TextInputDictationBehavior SubmitLabel SubmitTriggers
        Form LabeledContent GroupBox ControlSize''')),
    ('Controls/Indicators', _names('''
        ProgressView Gauge ContentUnavailableView''')),
    ('Shapes', _names('''
        Shape InsettableShape ShapeView FillShapeView StrokeShapeView StrokeBorderShapeView
        Path Rectangle RoundedRectangle UnevenRoundedRectangle RectangleCornerRadii Circle
        Ellipse Capsule AnyShape OffsetShape ScaledShape RotatedShape TransformedShape
        ContainerRelativeShape RoundedCornerStyle FillStyle StrokeStyle ShapeRole''')),
    ('Drawing/Color & ShapeStyle', _names('''
        Color ShapeStyle AnyShapeStyle Gradient AnyGradient LinearGradient RadialGradient
        AngularGradient EllipticalGradient MeshGradient Material MaterialActiveAppearance
        HierarchicalShapeStyle HierarchicalShapeStyleModifier BackgroundStyle ForegroundStyle
        TintShapeStyle SeparatorShapeStyle SelectionShapeStyle PlaceholderTextShapeStyle
        LinkShapeStyle FillShapeStyle WindowBackgroundShapeStyle ImagePaint ColorScheme
        ColorSchemeContrast ColorRenderingMode ColorMatrix ShadowStyle BackgroundProminence''')),
    ('Drawing/Graphics & Effects', _names('''
        Canvas GraphicsContext Shader ShaderFunction ShaderLibrary BlendMode VisualEffect
        EmptyVisualEffect GeometryEffect ContentShapeKinds''')),
    ('Gestures & Input Events', _names('''
        Gesture AnyGesture GestureMask GestureState GestureStateGesture TapGesture
        SpatialTapGesture LongPressGesture DragGesture MagnifyGesture MagnificationGesture
        RotateGesture RotationGesture SimultaneousGesture SequenceGesture ExclusiveGesture
        SpatialEventGesture SpatialEventCollection UIGestureRecognizerRepresentable
        UIGestureRecognizerRepresentableContext
        UIGestureRecognizerRepresentableCoordinateSpaceConverter HandGestureShortcut
        HoverEffect CustomHoverEffect AutomaticHoverEffect EmptyHoverEffect
        HighlightHoverEffect LiftHoverEffect HoverPhase PencilDoubleTapGestureValue
        PencilSqueezeGestureValue PencilSqueezeGesturePhase PencilPreferredAction
        PencilHoverPose SensoryFeedback''')),
    ('Animation', _names('''
        Animation Animatable AnimatablePair EmptyAnimatableData VectorArithmetic
        AnimatableModifier Transaction TransactionKey AnyTransition Transition
        TransitionPhase TransitionProperties AsymmetricTransition BlurReplaceTransition
        IdentityTransition MoveTransition OffsetTransition OpacityTransition PushTransition
        ScaleTransition SlideTransition SymbolEffectTransition ContentTransition
        KeyframeAnimator KeyframeTimeline KeyframeTrack KeyframeTrackContent
        KeyframeTrackContentBuilder Keyframes KeyframesBuilder LinearKeyframe CubicKeyframe
        SpringKeyframe MoveKeyframe PhaseAnimator CustomAnimation AnimationContext
        AnimationState AnimationStateKey Spring UnitCurve AnimationCompletionCriteria
        Namespace MatchedGeometryProperties TimelineView TimelineSchedule
        TimelineScheduleMode TimelineViewDefaultContext AnimationTimelineSchedule
        EveryMinuteTimelineSchedule ExplicitTimelineSchedule PeriodicTimelineSchedule
        WiggleSymbolEffect CGFloat CGPoint Double Float withAnimation withTransaction''')),
    ('State & Data Flow', _names('''
        State Binding StateObject ObservedObject EnvironmentObject Bindable AppStorage
        SceneStorage DynamicProperty FetchRequest FetchedResults SectionedFetchRequest
        SectionedFetchResults ScaledMetric AnyLocation AnyLocationBase FocusedBinding
        FocusedObject SubscriptionView''')),
    ('Environment & Preferences', _names('''
        Environment EnvironmentValues EnvironmentKey Entry DynamicTypeSize ContentSizeCategory
        LegibilityWeight UserInterfaceSizeClass PreferenceKey PreferredColorSchemeKey''')),
    ('Focus & Keyboard', _names('''
        FocusState FocusInteractions FocusedValue FocusedValues FocusedValueKey
        DefaultFocusEvaluationPriority KeyPress KeyboardShortcut KeyEquivalent
        EventModifiers''')),
    ('Drag & Drop / Transfer', _names('''
        DropDelegate DropInfo DropOperation DropProposal ShareLink SharePreview
        DefaultShareLinkLabel SpringLoadingBehavior''')),
    ('Accessibility', _names('''
        AXChartDescriptorRepresentable''')),
    ('UIKit Interop', _names('''
        UIViewRepresentable UIViewControllerRepresentable UIViewRepresentableContext
        UIViewControllerRepresentableContext UIHostingController UIHostingControllerSizingOptions
        UIHostingConfiguration UITraitBridgedEnvironmentKey UIColor UIView
        UIAccessibilityContrast UIContentSizeCategory UILegibilityWeight
        UITraitEnvironmentLayoutDirection UIUserInterfaceSizeClass UIUserInterfaceStyle''')),
    ('Previews', _names('''
        Preview PreviewTrait PreviewProvider PreviewContext PreviewContextKey PreviewDevice
        PreviewPlatform PreviewModifier PreviewModifierContent Previewable''')),
])

TYPE_FAMILY_PATTERNS = [
    ('Accessibility', r'^Accessibility'),
    ('Containers/Scroll', r'^Scroll'),
    ('Navigation', r'^Navigation'),
    ('Navigation/Toolbar', r'^Toolbar'),
    ('Navigation/Tabs', r'^Tab'),
    ('Presentation', r'^(Presentation|Popover|Dialog|FileDialog)'),
    ('Search', r'^Search'),
    ('Animation', r'(Transition|SymbolEffect|TimelineSchedule|Keyframe)$'),
    ('Gestures & Input Events', r'Gesture$'),
    ('Shapes', r'Shape$'),
    ('Drawing/Color & ShapeStyle', r'(ShapeStyle|Gradient)$'),
    ('App & Scenes', r'(Commands|Scene|Window\w*|Widget\w*)$'),
]
TYPE_FAMILY_PATTERNS = [(f, re.compile(rx)) for f, rx in TYPE_FAMILY_PATTERNS]

MODIFIER_FAMILIES = collections.OrderedDict([
    ('Modifiers/Layout', _names('''
        padding frame fixedSize layoutPriority position offset alignmentGuide
        ignoresSafeArea edgesIgnoringSafeArea safeAreaInset safeAreaPadding coordinateSpace
        containerRelativeFrame aspectRatio scaledToFit scaledToFill layoutValue
        layoutDirectionBehavior gridCellAnchor gridCellColumns gridCellUnsizedAxes
        gridColumnAlignment zIndex containerShape rotationEffect scaleEffect
        rotation3DEffect transformEffect projectionEffect flipsForRightToLeftLayoutDirection
        scenePadding''')),
    ('Modifiers/Appearance', _names('''
        background overlay border foregroundColor foregroundStyle tint accentColor clipShape
        clipped cornerRadius mask shadow opacity blur brightness contrast saturation grayscale
        hueRotation colorInvert colorMultiply luminanceToAlpha blendMode compositingGroup
        drawingGroup hidden preferredColorScheme colorScheme materialActiveAppearance
        backgroundStyle redacted unredacted privacySensitive invalidatableContent
        allowedDynamicRange visualEffect colorEffect distortionEffect layerEffect
        containerBackground''')),
    ('Modifiers/Text', _names('''
        font fontWeight fontWidth fontDesign bold italic strikethrough underline monospaced
        monospacedDigit kerning tracking baselineOffset lineLimit lineSpacing
        multilineTextAlignment minimumScaleFactor textSelection textSelectionAffinity
        textScale textRenderer allowsTightening truncationMode textCase typesettingLanguage
        dynamicTypeSize findNavigator findDisabled replaceDisabled
        writingToolsBehavior writingToolsAffordanceVisibility''')),
    ('Modifiers/Events', _names('''
        onAppear onDisappear onChange task onReceive onGeometryChange id equatable
        interactionActivityTrackingTag modifier''')),
    ('Views/Images', _names('''
        imageScale symbolRenderingMode symbolVariant''')),
    ('Controls/Buttons & Menus', _names('''
        buttonRepeatBehavior contextMenu menuActionDismissBehavior menuIndicator menuOrder
        paletteSelectionEffect renameAction''')),
    ('Controls/Input', _names('''
        controlSize disabled labelsHidden labelsVisibility tag''')),
    ('Gestures & Input Events', _names('''
        gesture simultaneousGesture highPriorityGesture onTapGesture onLongPressGesture
        defersSystemGestures handGestureShortcut onPencilDoubleTap onPencilSqueeze
        sensoryFeedback onHover onContinuousHover hoverEffect hoverEffectDisabled
        defaultHoverEffect allowsHitTesting contentShape''')),
    ('Animation', _names('''
        animation transition matchedGeometryEffect matchedTransitionSource transaction
        contentTransition keyframeAnimator phaseAnimator symbolEffect symbolEffectsRemoved
        geometryGroup navigationTransition''')),
    ('Presentation', _names('''
        sheet fullScreenCover popover alert confirmationDialog dialogIcon
        dialogSuppressionToggle interactiveDismissDisabled fileImporter fileExporter
        fileExporterFilenameLabel fileMover inspector inspectorColumnWidth actionSheet''')),
    ('Navigation', _names('''
        navigationDestination navigationSplitViewColumnWidth navigationViewStyle
        navigationSplitViewStyle''')),
    ('Navigation/Toolbar', _names('''
        toolbar navigationTitle navigationBarTitle navigationBarTitleDisplayMode
        navigationBarHidden navigationBarBackButtonHidden navigationBarItems
        navigationDocument statusBar statusBarHidden persistentSystemOverlays
        contentToolbar''')),
    ('Navigation/Tabs', _names('''
        tabItem tabViewStyle tabViewCustomization tabViewSidebarHeader tabViewSidebarFooter
        tabViewSidebarBottomBar indexViewStyle sectionActions
        defaultAdaptableTabBarPlacement''')),
    ('Containers/Lists & Tables', _names('''
        listStyle tableStyle badge badgeProminence deleteDisabled moveDisabled
        selectionDisabled swipeActions refreshable headerProminence tableColumnHeaders
        disclosureGroupStyle containerValue onDelete onMove onInsert''')),
    ('Containers/Scroll', _names('''
        contentMargins defaultScrollAnchor''')),
    ('Environment & Preferences', _names('''
        environment environmentObject transformEnvironment preference onPreferenceChange
        anchorPreference transformPreference transformAnchorPreference
        backgroundPreferenceValue overlayPreferenceValue''')),
    ('State & Data Flow', _names('''
        defaultAppStorage modelContainer modelContext''')),
    ('Focus & Keyboard', _names('''
        focusable focused focusedValue focusedObject focusedSceneValue focusedSceneObject
        focusEffectDisabled focusSection defaultFocus prefersDefaultFocus keyboardShortcut
        onKeyPress onSubmit submitLabel submitScope scrollDismissesKeyboard keyboardType
        textInputAutocapitalization autocapitalization disableAutocorrection
        autocorrectionDisabled textContentType typeSelectEquivalent onMoveCommand
        onExitCommand onCommand onDeleteCommand onPlayPauseCommand''')),
    ('Drag & Drop / Transfer', _names('''
        draggable dropDestination onDrag onDrop itemProvider springLoadingBehavior
        onPasteCommand onCopyCommand onCutCommand copyable cuttable pasteDestination''')),
    ('App & Scenes', _names('''
        handlesExternalEvents onOpenURL onContinueUserActivity userActivity widgetURL
        allowsWindowActivationEvents windowToolbarFullScreenVisibility
        documentBrowserContextMenu backgroundTask''')),
    ('Accessibility', _names('''
        help speechAdjustedPitch speechAlwaysIncludesPunctuation speechAnnouncementsQueued
        speechSpellsOutCharacters''')),
    ('Previews', _names('''
        previewContext previewDevice previewDisplayName previewInterfaceOrientation
        previewLayout''')),
])
MODIFIER_FAMILY_BY_NAME = {}
for _fam, _ns in MODIFIER_FAMILIES.items():
    for _n in _ns:
        MODIFIER_FAMILY_BY_NAME.setdefault(_n, _fam)
MODIFIER_FAMILY_PATTERNS = [
    ('Accessibility', r'^accessibility'),
    ('Containers/Scroll', r'^(scroll|onScroll)'),
    ('Containers/Lists & Tables', r'^(list|table)'),
    ('Navigation/Toolbar', r'^(toolbar|navigationBar)'),
    ('Navigation/Tabs', r'^tab'),
    ('Navigation', r'^navigation'),
    ('Presentation', r'^(presentation|fileDialog|file)'),
    ('Search', r'^search'),
    ('Focus & Keyboard', r'^focus'),
    ('App & Scenes', r'^(window|scene|commands)'),
    ('Previews', r'^preview'),
    ('Styles/Other', r'Style$'),
]
MODIFIER_FAMILY_PATTERNS = [(f, re.compile(rx)) for f, rx in MODIFIER_FAMILY_PATTERNS]

STYLE_MODIFIERS = {
    'buttonStyle': 'Styles/ButtonStyle', 'buttonBorderShape': 'Styles/ButtonStyle',
    'toggleStyle': 'Styles/ToggleStyle',
    'pickerStyle': 'Styles/PickerStyle', 'datePickerStyle': 'Styles/PickerStyle',
    'listStyle': 'Styles/ListStyle', 'tableStyle': 'Styles/ListStyle',
    'textFieldStyle': 'Styles/TextFieldStyle', 'textEditorStyle': 'Styles/TextFieldStyle',
}

# protocol / scene-level owners whose members all go to one family
OWNER_FAMILIES = {
    'Scene': 'App & Scenes', 'Commands': 'App & Scenes',
    'ToolbarContent': 'Navigation/Toolbar', 'CustomizableToolbarContent': 'Navigation/Toolbar',
    'TabContent': 'Navigation/Tabs',
    'TableColumnContent': 'Containers/Lists & Tables',
    'TableRowContent': 'Containers/Lists & Tables',
    'DynamicTableRowContent': 'Containers/Lists & Tables',
    'DynamicViewContent': 'Containers/Lists & Tables',
    'EnvironmentValues': 'Environment & Preferences',
}

NOT_STYLES = {
    'StrokeStyle', 'FillStyle', 'AnyShapeStyle', 'ShapeStyle', 'BackgroundStyle',
    'ForegroundStyle', 'RoundedCornerStyle', 'FormatStyle', 'SystemFormatStyle',
    'ShadowStyle', 'FillShapeStyle', 'LinkShapeStyle', 'TintShapeStyle',
    'SeparatorShapeStyle', 'SelectionShapeStyle', 'PlaceholderTextShapeStyle',
    'HierarchicalShapeStyle', 'WindowBackgroundShapeStyle', 'UIUserInterfaceStyle',
}


def style_family(top):
    """Family of a style protocol, a concrete style or a style configuration, else None."""
    base = re.sub(r'Configuration$', '', top)
    if not base.endswith('Style') or base in NOT_STYLES or top in NOT_STYLES:
        return None
    if base.endswith('ButtonStyle'):
        return 'Styles/ButtonStyle'
    if base.endswith('ToggleStyle'):
        return 'Styles/ToggleStyle'
    if base.endswith('PickerStyle'):
        return 'Styles/PickerStyle'
    if base.endswith(('ListStyle', 'TableStyle')):
        return 'Styles/ListStyle'
    if base.endswith(('TextFieldStyle', 'TextEditorStyle')):
        return 'Styles/TextFieldStyle'
    return 'Styles/Other'


def family_for(r, type_kinds):
    owner = r.owner
    top = owner.split('.')[0] if owner else r.name.split('(')[0]
    if r.kind in ('modifier', 'method') and r.name.startswith('accessibility'):
        return 'Accessibility'
    if top in OWNER_FAMILIES and owner == top and top not in ('EnvironmentValues',) \
            and r.kind in ('modifier', 'method'):
        return OWNER_FAMILIES[top]
    if owner == 'View' and r.kind in ('modifier', 'method'):
        base = r.name.split('(')[0]
        if base in STYLE_MODIFIERS:
            return STYLE_MODIFIERS[base]
        fam = MODIFIER_FAMILY_BY_NAME.get(base)
        if fam:
            return fam
        for fam, rx in MODIFIER_FAMILY_PATTERNS:
            if rx.search(base):
                return fam
        return 'Modifiers/Other'
    if top in OWNER_FAMILIES:
        return OWNER_FAMILIES[top]
    sf = style_family(top)
    if sf:
        return sf
    for fam, names in TYPE_FAMILIES.items():
        if top in names:
            return fam
    for fam, rx in TYPE_FAMILY_PATTERNS:
        if rx.search(top):
            return fam
    return 'Other'

# --------------------------------------------------------------------------

def extract_all(sources):
    records = []
    stats = collections.Counter()
    type_kinds = {}
    for module, text in sources:
        root = scan(text, module)
        walk(root, module, records, stats, type_kinds)
    # boilerplate
    kept = []
    for r in records:
        if is_boilerplate(r, type_kinds):
            stats['skipped_boilerplate'] += 1
            continue
        kept.append(r)
    # dedupe identical (symbol, signature); keep the earliest introduced
    best = {}
    for r in kept:
        key = (r.symbol, r.signature)
        if key not in best or version_key(r.introduced) < version_key(best[key].introduced):
            best[key] = r
    stats['duplicates_merged'] = len(kept) - len(best)
    rows = []
    for r in best.values():
        rows.append((family_for(r, type_kinds), r.symbol, r.kind, r.signature,
                     r.introduced, r.deprecated, r))
    rows.sort(key=lambda x: (x[0], x[1], x[3], x[2]))
    return rows, stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--sdk', choices=sorted(SDKS), default='18', help='the SDK to enumerate (default 18)')
    ap.add_argument('--git-dir', help='bare clone of the SDK\'s repository')
    ap.add_argument('--interface', action='append',
                    help='read this .swiftinterface instead (repeatable)')
    ap.add_argument('-o', '--output', help='default: the SDK\'s TSV beside this script')
    ap.add_argument('--stats', action='store_true', help='print counts to stderr')
    args = ap.parse_args()
    sdk = SDKS[args.sdk]
    rows, stats = extract_all(load_sources(args, sdk))
    with open(args.output or os.path.join(HERE, sdk.tsv), 'w', encoding='utf-8', newline='\n') as f:
        f.write('family\tsymbol\tkind\tsignature\tintroduced\tdeprecated\n')
        for fam, sym, kind, sig, intro, dep, _ in rows:
            f.write('\t'.join(x.replace('\t', ' ') for x in (fam, sym, kind, sig, intro, dep)) + '\n')
    if args.stats:
        by_kind = collections.Counter(r[2] for r in rows)
        by_family = collections.Counter(r[0] for r in rows)
        sys.stderr.write('rows: %d\n' % len(rows))
        for k, v in sorted(by_kind.items(), key=lambda kv: -kv[1]):
            sys.stderr.write('  kind %-16s %6d\n' % (k, v))
        for k, v in sorted(by_family.items()):
            sys.stderr.write('  family %-34s %6d\n' % (k, v))
        for k, v in sorted(stats.items()):
            sys.stderr.write('  %-40s %6d\n' % (k, v))


if __name__ == '__main__':
    main()
