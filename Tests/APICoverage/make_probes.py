#!/usr/bin/env python3
"""Generate one compile probe per symbol of an enumeration (swiftui-ios18.tsv, swiftui-ios26.tsv).

Each row of the enumeration (one SwiftUI declaration: a type, an initializer, a
modifier, a property, a case ...) gets up to two probes, each a top-level
`@MainActor` function in the Swift file of its family:

  strict  `probe_N`       uses the symbol as SwiftUI declares it: every argument
                          passed with its label and a value of the parameter's
                          type, the result assigned to the declared type, a
                          settable property set, a case matched, a static member
                          of a style protocol found in a generic context
                          (`use(.borderedProminent)` as `.buttonStyle(...)` does),
                          a type named with its generic parameters and checked
                          for its conformances, a protocol used as a constraint
                          (its inheritance and primary associated types checked)
                          and, for the protocols developers conform to, a
                          conformance written as they write it, whose requirement
                          calls a main-actor-only function when SwiftUI's protocol
                          is @MainActor.
  loose   `probe_N_name`  names the symbol only: an unapplied reference by its
                          full name and labels (`x.padding(_:_:)`), a member read,
                          `Type.self`, `Owner.member`.

N is the symbol's row in the TSV (the header is row 0).  A symbol whose
declaration cannot be turned into a call with confidence (Apple's hidden `__`
types) gets only the loose probe; operators and macros get only the strict one.

Arguments
---------
A parameter's value comes from a table of samples (SAMPLES: CGFloat -> `(1 as
CGFloat)`, Bool -> `true`, String -> `("a" as String)`, Edge.Set -> `Edge.Set.all`,
Alignment -> `Alignment.center`, Color -> `Color.red` ...), written with its type
so that the probe reaches the overload it names and not a neighbour; closures are
literals of their arity (`{ _, _ in }`) returning a sample (`{ Text("a") }` for a
view builder); `Binding<T>` is `Binding<T>.constant(sample(T))`, `[T]` is
`[sample(T)]`, `T?` is `(sample(T) as T?)`, or `nil` without a sample.

A generic parameter takes a sample type that has all its conformances (SAMPLE_TYPES:
View -> Text, Shape -> Rectangle, ShapeStyle -> Color, Hashable -> Int,
Identifiable -> ProbeItem, RandomAccessCollection -> [ProbeItem] ...), or its
same-type binding; one that no sample type satisfies is "mirrored": the probe
function is generic with the declaration's parameter (renamed `Name_` so that it
never hides a SwiftUI type such as `Label`) and requirements, and an argument of
that type is a parameter of the probe.  A parameter of a concrete type without a
sample is a parameter of the probe as well (`_ a1: GeometryProxy`), and so is the
receiver of an instance member (`_ x: SelfType` with `SelfType: View` for a View
modifier, `_ x: Binding<Int>` for a member of Binding).  `some P` in a parameter
is an anonymous generic parameter; a parameter pack is called with two values.

Every argument is passed, defaulted ones too; a second call leaves the defaulted
arguments out, as developers write it, when no other overload of the name could
take the shorter call and the omitted arguments carry no generic parameter the
others do not.  An initializer of a generic type is written `Picker(...)`, its
generic arguments inferred, unless one is bound by nothing the arguments carry
(`AppStorage<Bool?>("a")`).

The samples are checked before use (sample_checks(), run_coverage.py): those that
do not compile against the build are left out (configure()), so that a probe fails
only for its own symbol.

Output
------
  python3 make_probes.py -o DIR

writes DIR/Prelude.swift (fixture types the probes share), one file per family
(DIR/Probes_<Family>.swift) and DIR/manifest.json: for every probe its row, file,
first and last line, and whether it is strict or loose.  Deterministic.
"""
import argparse
import collections
import json
import os
import re
import sys

from extract import split_attrs as strip_attrs  # leading attributes, as the enumeration splits them

HERE = os.path.dirname(os.path.abspath(__file__))
TSV = os.path.join(HERE, 'swiftui-ios18.tsv')

# --------------------------------------------------------------------------
# rows


class Row(object):
    __slots__ = ('n', 'family', 'symbol', 'kind', 'signature', 'introduced', 'deprecated')

    def __init__(self, n, cols):
        self.n = n
        (self.family, self.symbol, self.kind, self.signature,
         self.introduced, self.deprecated) = cols


def load_rows(path=TSV):
    rows = []
    with open(path, encoding='utf-8') as f:
        header = f.readline()
        assert header.startswith('family\tsymbol\tkind'), header
        for i, line in enumerate(f, 1):
            cols = line.rstrip('\n').split('\t')
            while len(cols) < 6:
                cols.append('')
            rows.append(Row(i, cols[:6]))
    return rows


def split_symbol(symbol):
    """'View.padding(_:_:)' -> (['View'], 'padding', ['_', '_'] or None)."""
    paren = symbol.find('(')
    head = symbol if paren < 0 else symbol[:paren]
    labels = None
    if paren >= 0:
        inner = symbol[paren + 1:-1]
        labels = [x for x in inner.split(':')[:-1]] if inner else []
    # operators: 'Angle.<' / 'Text.+'
    m = re.match(r'^(.*?)\.([^A-Za-z_`][^.]*)$', head)
    if m:
        return m.group(1).split('.'), m.group(2), labels
    parts = head.split('.')
    return parts[:-1], parts[-1], labels


# --------------------------------------------------------------------------
# lexing helpers


def match_close(s, i, open_ch, close_ch):
    """s[i] == open_ch; index after its matching close (angle brackets aware of '->')."""
    depth = 0
    j = i
    n = len(s)
    while j < n:
        c = s[j]
        if c == '"':
            k = j + 1
            while k < n and s[k] != '"':
                k += 2 if s[k] == '\\' else 1
            j = k + 1
            continue
        if c == open_ch and not (open_ch == '<' and j > 0 and s[j - 1] == ' ' and s[j + 1:j + 2] == ' '):
            depth += 1
        elif c == close_ch and not (close_ch == '>' and j > 0 and s[j - 1] == '-'):
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    raise ValueError('unbalanced %s in %r' % (open_ch, s))


def split_top(s, sep=','):
    parts, cur, depth = [], [], 0
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c == '"':
            k = i + 1
            while k < n and s[k] != '"':
                k += 2 if s[k] == '\\' else 1
            cur.append(s[i:k + 1])
            i = k + 1
            continue
        if c in '([{<':
            depth += 1
        elif c in ')]}':
            depth -= 1
        elif c == '>' and not (i > 0 and s[i - 1] == '-'):
            depth -= 1
        if depth == 0 and s.startswith(sep, i):
            parts.append(''.join(cur))
            cur = []
            i += len(sep)
            continue
        cur.append(c)
        i += 1
    parts.append(''.join(cur))
    return [p.strip() for p in parts]


def find_top(s, token, start=0):
    """Index of token at depth 0 in s, or -1."""
    depth = 0
    i, n = start, len(s)
    while i < n:
        c = s[i]
        if c == '"':
            k = i + 1
            while k < n and s[k] != '"':
                k += 2 if s[k] == '\\' else 1
            i = k + 1
            continue
        if depth == 0 and s.startswith(token, i):
            return i
        if c in '([{<':
            depth += 1
        elif c in ')]}':
            depth -= 1
        elif c == '>' and not (i > 0 and s[i - 1] == '-'):
            depth -= 1
        i += 1
    return -1


# --------------------------------------------------------------------------
# types


class Unsupported(Exception):
    pass


class T(object):
    def subst(self, m):
        return self

    def names(self):
        return set()


class Name(T):
    """base.name<args>; base is None or a T."""
    __slots__ = ('base', 'name', 'args')

    def __init__(self, name, args=None, base=None):
        self.base, self.name, self.args = base, name, args

    def __str__(self):
        s = ''
        if self.base is not None:
            b = self.base
            s = (b.long() if hasattr(b, 'long') else (
                type_text(b))) + '.'
        s += self.name
        if self.args is not None:
            s += '<' + ', '.join(str(a) for a in self.args) + '>'
        return s

    def subst(self, m):
        if self.base is None and self.args is None and self.name in m:
            return m[self.name]
        base = self.base.subst(m) if self.base is not None else None
        args = [a.subst(m) for a in self.args] if self.args is not None else None
        return Name(self.name, args, base)

    def names(self):
        """Names that can be generic parameters: bare names and the roots of member paths."""
        out = set()
        if self.base is None:
            if self.args is None:
                out.add(self.name)
        else:
            out |= self.base.names()
        for a in self.args or []:
            out |= a.names()
        return out

    def direct(self):
        """Bare names only, not the roots of member paths: what inference can bind."""
        out = set()
        if self.base is None and self.args is None:
            out.add(self.name)
        for a in self.args or []:
            out |= direct_names(a)
        return out

    def root(self):
        n = self
        while n.base is not None and isinstance(n.base, Name):
            n = n.base
        return n


class Opt(T):
    __slots__ = ('inner', 'iuo')

    def __init__(self, inner, iuo=False):
        self.inner, self.iuo = inner, iuo

    def __str__(self):
        return type_text(self.inner) + ('!' if self.iuo else '?')

    def long(self):
        return 'Optional<%s>' % self.inner

    def subst(self, m):
        return Opt(self.inner.subst(m), self.iuo)

    def names(self):
        return self.inner.names()


class Arr(T):
    __slots__ = ('elem',)

    def __init__(self, elem):
        self.elem = elem

    def __str__(self):
        return '[%s]' % self.elem

    def long(self):
        return 'Array<%s>' % self.elem

    def subst(self, m):
        return Arr(self.elem.subst(m))

    def names(self):
        return self.elem.names()


class Dict(T):
    __slots__ = ('key', 'val')

    def __init__(self, key, val):
        self.key, self.val = key, val

    def __str__(self):
        return '[%s: %s]' % (self.key, self.val)

    def long(self):
        return 'Dictionary<%s, %s>' % (self.key, self.val)

    def subst(self, m):
        return Dict(self.key.subst(m), self.val.subst(m))

    def names(self):
        return self.key.names() | self.val.names()


class Tup(T):
    __slots__ = ('elems',)

    def __init__(self, elems):
        self.elems = elems  # [(label or None, T)]

    def __str__(self):
        return '(' + ', '.join(((l + ': ') if l else '') + str(t) for l, t in self.elems) + ')'

    def subst(self, m):
        return Tup([(l, t.subst(m)) for l, t in self.elems])

    def names(self):
        out = set()
        for _, t in self.elems:
            out |= t.names()
        return out


class Fn(T):
    __slots__ = ('params', 'ret', 'attrs', 'is_async', 'throws')

    def __init__(self, params, ret, attrs=(), is_async=False, throws=''):
        self.params, self.ret, self.attrs = params, ret, list(attrs)
        self.is_async, self.throws = is_async, throws

    def __str__(self):
        a = ''.join(x + ' ' for x in self.attrs)
        s = a + '(' + ', '.join(str(t) for t in self.params) + ')'
        if self.is_async:
            s += ' async'
        if self.throws:
            s += ' ' + self.throws
        return s + ' -> ' + str(self.ret)

    def subst(self, m):
        return Fn([p.subst(m) for p in self.params], self.ret.subst(m), self.attrs, self.is_async, self.throws)

    def names(self):
        out = self.ret.names()
        for p in self.params:
            out |= p.names()
        return out


class Prefixed(T):
    """A type written after a keyword: `some P`, `any P`, `inout T`."""
    __slots__ = ('inner',)
    keyword = ''

    def __init__(self, inner):
        self.inner = inner

    def __str__(self):
        return self.keyword + ' ' + str(self.inner)

    def subst(self, m):
        return type(self)(self.inner.subst(m))

    def names(self):
        return self.inner.names()


class Some(Prefixed):
    __slots__ = ()
    keyword = 'some'


class Exist(Prefixed):
    __slots__ = ()
    keyword = 'any'


class Inout(Prefixed):
    __slots__ = ()
    keyword = 'inout'


class Meta(T):
    __slots__ = ('inner', 'which')

    def __init__(self, inner, which='Type'):
        self.inner, self.which = inner, which

    def __str__(self):
        return type_text(self.inner) + '.' + self.which

    def subst(self, m):
        return Meta(self.inner.subst(m), self.which)

    def names(self):
        return self.inner.names()


class Comp(T):
    __slots__ = ('parts',)

    def __init__(self, parts):
        self.parts = parts

    def __str__(self):
        return ' & '.join(str(p) for p in self.parts)

    def subst(self, m):
        return Comp([p.subst(m) for p in self.parts])

    def names(self):
        out = set()
        for p in self.parts:
            out |= p.names()
        return out


def direct_names(t):
    if isinstance(t, Name):
        return t.direct()
    if isinstance(t, (Opt, Some, Exist, Inout, Meta)):
        return direct_names(t.inner)
    if isinstance(t, Arr):
        return direct_names(t.elem)
    if isinstance(t, Dict):
        return direct_names(t.key) | direct_names(t.val)
    if isinstance(t, Tup):
        out = set()
        for _, x in t.elems:
            out |= direct_names(x)
        return out
    if isinstance(t, Fn):
        out = direct_names(t.ret)
        for x in t.params:
            out |= direct_names(x)
        return out
    if isinstance(t, Comp):
        out = set()
        for x in t.parts:
            out |= direct_names(x)
        return out
    return set()


TOKEN_RE = re.compile(r'\s*(->|\.\.\.|`[^`]+`|@[A-Za-z_]\w*|[A-Za-z_]\w*|\d+(?:\.\d+)?|[<>()\[\],:?!.&=]|\S)')


def tokenize(s):
    out = []
    i = 0
    s = s.rstrip()
    while i < len(s):
        m = TOKEN_RE.match(s, i)
        if not m:
            break
        out.append(m.group(1))
        i = m.end()
    return out


class TypeParser(object):
    def __init__(self, text):
        self.toks = tokenize(text)
        self.i = 0
        self.text = text

    def peek(self, k=0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else None

    def take(self, tok=None):
        t = self.peek()
        if tok is not None and t != tok:
            raise Unsupported('expected %r got %r in %r' % (tok, t, self.text))
        self.i += 1
        return t

    def done(self):
        return self.i >= len(self.toks)

    def parse(self):
        attrs = []
        while self.peek() and self.peek().startswith('@'):
            a = self.take()
            if self.peek() == '(' and a in ('@isolated', '@convention'):
                self.take('(')
                a += '(' + self.take() + ')'
                self.take(')')
            attrs.append(a)
        t = self.peek()
        if t == 'some':
            self.take()
            return Some(self.parse_comp())
        if t == 'any':
            self.take()
            return Exist(self.parse_comp())
        if t == 'inout':
            self.take()
            return Inout(self.parse())
        if t in ('repeat', 'each'):
            raise Unsupported('parameter pack')
        ty = self.parse_comp()
        if isinstance(ty, Fn):
            ty.attrs = attrs + ty.attrs
        elif attrs:
            # attributes on a non-function type (@Sendable on a composition ...): keep them on Fn only
            pass
        return ty

    def parse_comp(self):
        parts = [self.parse_postfix()]
        while self.peek() == '&':
            self.take()
            parts.append(self.parse_postfix())
        return parts[0] if len(parts) == 1 else Comp(parts)

    def parse_postfix(self):
        ty = self.parse_primary()
        return self.postfix(ty)

    def postfix(self, ty):
        while True:
            t = self.peek()
            if t == '?':
                self.take()
                ty = Opt(ty)
            elif t == '!':
                self.take()
                ty = Opt(ty, iuo=True)
            elif t == '.' and self.peek(1) in ('Type', 'Protocol'):
                self.take()
                ty = Meta(ty, self.take())
            elif t == '.' and self.peek(1) is not None and re.match(r'^[A-Za-z_`]', self.peek(1)):
                self.take()
                name = self.take().strip('`')
                args = self.generic_args()
                ty = Name(name, args, ty)
            else:
                return ty

    def generic_args(self):
        if self.peek() != '<':
            return None
        self.take('<')
        args = []
        if self.peek() == '>':
            self.take()
            return args
        while True:
            args.append(self.parse())
            t = self.take()
            if t == '>':
                return args
            if t != ',':
                raise Unsupported('generic args %r' % self.text)

    def parse_primary(self):
        t = self.peek()
        if t is None:
            raise Unsupported('empty type')
        if t == '(':
            self.take()
            elems = []
            while self.peek() != ')':
                label = None
                if self.peek(1) == ':' and re.match(r'^[A-Za-z_`]', self.peek() or ''):
                    label = self.take().strip('`')
                    self.take(':')
                elif (self.peek(2) == ':' and re.match(r'^[A-Za-z_`]', self.peek() or '')
                      and re.match(r'^[A-Za-z_`]', self.peek(1) or '')):
                    # (_ value: T) in function types
                    self.take()
                    label = self.take().strip('`')
                    self.take(':')
                ty = self.parse()
                if self.peek() == '...':
                    self.take()
                elems.append((label, ty))
                if self.peek() == ',':
                    self.take()
                elif self.peek() != ')':
                    raise Unsupported('tuple %r' % self.text)
            self.take(')')
            is_async, throws = False, ''
            while self.peek() in ('async', 'throws', 'rethrows'):
                w = self.take()
                if w == 'async':
                    is_async = True
                else:
                    throws = w
                    if self.peek() == '(':
                        self.take('(')
                        throws += '(' + str(self.parse()) + ')'
                        self.take(')')
            if self.peek() == '->':
                self.take()
                ret = self.parse()
                return Fn([ty for _, ty in elems], ret, (), is_async, throws)
            if len(elems) == 1 and elems[0][0] is None:
                return elems[0][1]
            return Tup(elems)
        if t == '[':
            self.take()
            k = self.parse()
            if self.peek() == ':':
                self.take()
                v = self.parse()
                self.take(']')
                return Dict(k, v)
            self.take(']')
            return Arr(k)
        if re.match(r'^[A-Za-z_`]', t):
            self.take()
            name = t.strip('`')
            if name in ('Self',) and False:
                pass
            args = self.generic_args()
            return Name(name, args)
        raise Unsupported('type token %r in %r' % (t, self.text))


MODULE_PREFIX_RE = re.compile(r'\b(?:Swift|SwiftUI|SwiftUICore|Foundation|CoreFoundation|CoreGraphics|UIKit|Combine|'
                              r'CoreTransferable|UniformTypeIdentifiers|Observation|_Concurrency|Symbols|'
                              r'Accessibility|DeveloperToolsSupport|CoreData|os|Darwin|QuartzCore|CoreText|'
                              r'WidgetKit|AppIntents|_Builtin_float)\.(?=[A-Z_a-z])')


def clean_type_text(s):
    return MODULE_PREFIX_RE.sub('', s.strip())


def parse_type(text):
    p = TypeParser(clean_type_text(text))
    ty = p.parse()
    if not p.done():
        raise Unsupported('trailing tokens in type %r' % text)
    return ty


# --------------------------------------------------------------------------
# declarations

ATTR_RE = re.compile(r'@[A-Za-z_][\w.]*')
DECL_MODIFIERS = {
    'public', 'open', 'internal', 'package', 'private', 'fileprivate', 'nonisolated', 'static', 'class',
    'final', 'override', 'mutating', 'nonmutating', 'convenience', 'required', 'dynamic', 'optional',
    'lazy', 'weak', 'unowned', 'indirect', 'prefix', 'postfix', 'infix', 'consuming', 'borrowing',
    '__consuming', 'distributed', 'isolated',
}
KEYWORDS = {'struct', 'class', 'enum', 'protocol', 'actor', 'func', 'init', 'subscript', 'var', 'let',
            'typealias', 'associatedtype', 'case', 'macro'}


class Param(object):
    __slots__ = ('label', 'name', 'type', 'default', 'variadic', 'attrs', 'raw', 'nnames')

    def __init__(self):
        self.nnames = 2
        self.label = self.name = None
        self.type = None
        self.default = None
        self.variadic = False
        self.attrs = []
        self.raw = ''


class Decl(object):
    def __init__(self):
        self.attrs = []
        self.mods = []
        self.kw = None
        self.name = None
        self.generics = []        # [(name, [constraint T])]
        self.where = []           # [Req]
        self.ext_where = []
        self.params = []
        self.ret = None
        self.is_async = False
        self.throws = ''
        self.failable = ''
        self.accessors = ''
        self.type = None          # var/let type; typealias rhs
        self.inherits = []        # [T]
        self.payload = None       # case payload [Param]
        self.primary = []         # protocol primary associated types
        self.text = ''

    @property
    def static(self):
        return 'static' in self.mods or 'class' in self.mods

    @property
    def mutating(self):
        return 'mutating' in self.mods


class Req(object):
    """A generic requirement: lhs : protos  or  lhs == rhs."""
    __slots__ = ('lhs', 'op', 'rhs')

    def __init__(self, lhs, op, rhs):
        self.lhs, self.op, self.rhs = lhs, op, rhs

    def __str__(self):
        if self.op == ':':
            return '%s : %s' % (self.lhs, ' & '.join(str(r) for r in self.rhs))
        return '%s == %s' % (self.lhs, self.rhs)

    def subst(self, m):
        if self.op == ':':
            return Req(self.lhs.subst(m), ':', [r.subst(m) for r in self.rhs])
        return Req(self.lhs.subst(m), '==', self.rhs.subst(m))

    def names(self):
        out = self.lhs.names()
        if self.op == ':':
            for r in self.rhs:
                out |= r.names()
        else:
            out |= self.rhs.names()
        return out


def parse_where(text):
    reqs = []
    text = text.strip()
    if not text:
        return reqs
    for part in split_top(text):
        if not part:
            continue
        if part.startswith('repeat '):
            raise Unsupported('pack requirement')
        k = find_top(part, '==')
        if k >= 0:
            reqs.append(Req(parse_type(part[:k]), '==', parse_type(part[k + 2:])))
            continue
        k = find_top(part, ':')
        if k < 0:
            raise Unsupported('requirement %r' % part)
        lhs = parse_type(part[:k])
        rhs = parse_type(part[k + 1:])
        protos = rhs.parts if isinstance(rhs, Comp) else [rhs]
        reqs.append(Req(lhs, ':', protos))
    return reqs


def parse_generic_params(text):
    """'<A, B : View>' body (without brackets) -> ([(name, [T])], [Req])."""
    gens, reqs = [], []
    for part in split_top(text):
        if not part:
            continue
        if part.startswith('each ') or part.startswith('repeat '):
            raise Unsupported('parameter pack')
        k = find_top(part, ':')
        if k >= 0:
            name = part[:k].strip()
            rhs = parse_type(part[k + 1:])
            protos = rhs.parts if isinstance(rhs, Comp) else [rhs]
            gens.append(name)
            reqs.append(Req(Name(name), ':', protos))
        else:
            gens.append(part.strip())
    return gens, reqs


def parse_params(text):
    params = []
    for part in split_top(text):
        if not part:
            continue
        p = Param()
        p.raw = part
        s = part
        while s.startswith('@'):
            m = ATTR_RE.match(s)
            j = m.end()
            if j < len(s) and s[j] == '<':
                j = match_close(s, j, '<', '>')
            if j < len(s) and s[j] == '(':
                j = match_close(s, j, '(', ')')
            p.attrs.append(s[:j])
            s = s[j:].lstrip()
        k = find_top(s, ':')
        if k < 0:
            raise Unsupported('param %r' % part)
        names = s[:k].split()
        rest = s[k + 1:].strip()
        d = find_top(rest, '=')
        if d >= 0 and not rest.startswith('=', d + 1):
            p.default = rest[d + 1:].strip()
            rest = rest[:d].strip()
        if rest.endswith('...'):
            p.variadic = True
            rest = rest[:-3].strip()
        p.nnames = len(names)
        if len(names) == 2:
            p.label, p.name = names[0].strip('`'), names[1].strip('`')
        elif len(names) == 1:
            p.label = p.name = names[0].strip('`')
        else:
            raise Unsupported('param names %r' % part)
        # result-builder attributes written before the label belong to the parameter;
        # @escaping etc. belong to the type
        p.type = parse_type(rest)
        params.append(p)
    return params


def parse_decl(sig):
    d = Decl()
    d.text = sig
    s = sig.strip()
    m = re.search(r'\s*/\* where (.*) \*/$', s)
    if m:
        d.ext_where = parse_where(clean_type_text(m.group(1)))
        s = s[:m.start()]
    d.attrs, s = strip_attrs(s)
    while True:
        m = re.match(r'([A-Za-z_]\w*)(\([a-z]+\))?\s*', s)
        if not m:
            raise Unsupported('declaration %r' % sig)
        w = m.group(1)
        if w == 'class' and re.match(r'class\s+(func|var|let|subscript|typealias|final|override|public)\b', s):
            d.mods.append('class')
            s = s[m.end():]
            continue
        if w in KEYWORDS:
            d.kw = w
            s = s[m.end():]
            break
        if w in DECL_MODIFIERS:
            d.mods.append(w + (m.group(2) or ''))
            s = s[m.end():]
            continue
        raise Unsupported('declaration %r' % sig)
    s = clean_type_text(s) if d.kw not in ('func', 'init', 'subscript', 'case', 'macro') else s
    kw = d.kw
    if kw in ('func', 'init', 'subscript', 'macro'):
        if kw == 'func' or kw == 'macro':
            m = re.match(r'(`[^`]+`|[A-Za-z_]\w*|[-+*/<>=!&|^~%.?]+)\s*', s)
            d.name = m.group(1).strip('`')
            s = s[m.end():]
        elif kw == 'init':
            if s.startswith('?') or s.startswith('!'):
                d.failable = s[0]
                s = s[1:]
            d.name = 'init'
        else:
            d.name = 'subscript'
        s = s.lstrip()
        if s.startswith('<'):
            j = match_close(s, 0, '<', '>')
            d.generics, reqs = parse_generic_params(clean_type_text(s[1:j - 1]))
            d.where.extend(reqs)
            s = s[j:].lstrip()
        if not s.startswith('('):
            raise Unsupported('no parameter list %r' % sig)
        j = match_close(s, 0, '(', ')')
        d.params = parse_params(clean_type_text(s[1:j - 1]))
        s = s[j:].strip()
        while True:
            m = re.match(r'(async|throws|rethrows)\b\s*', s)
            if not m:
                break
            if m.group(1) == 'async':
                d.is_async = True
            else:
                d.throws = m.group(1)
            s = s[m.end():]
        if s.startswith('->'):
            s = s[2:].strip()
            w = find_top(s, ' where ')
            a = find_top(s, '{')
            cut = [x for x in (w, a) if x >= 0]
            end = min(cut) if cut else len(s)
            d.ret = parse_type(s[:end])
            s = s[end:].strip()
        if s.startswith('where '):
            a = find_top(s, '{')
            end = a if a >= 0 else len(s)
            d.where.extend(parse_where(clean_type_text(s[6:end])))
            s = s[end:].strip()
        if s.startswith('{'):
            d.accessors = s
        return d
    if kw in ('var', 'let'):
        m = re.match(r'(`[^`]+`|\$?[A-Za-z_]\w*)\s*:\s*', s)
        if not m:
            raise Unsupported('property %r' % sig)
        d.name = m.group(1).strip('`')
        s = s[m.end():]
        a = find_top(s, '{')
        e = find_top(s, ' = ')
        cut = [x for x in (a, e) if x >= 0]
        end = min(cut) if cut else len(s)
        d.type = parse_type(s[:end])
        d.accessors = s[end:].strip() if a >= 0 else ''
        return d
    if kw == 'case':
        m = re.match(r'(`[^`]+`|[A-Za-z_]\w*)', s)
        d.name = m.group(1).strip('`')
        s = s[m.end():].strip()
        if s.startswith('('):
            j = match_close(s, 0, '(', ')')
            inner = clean_type_text(s[1:j - 1])
            payload = []
            for part in split_top(inner):
                p = Param()
                k = find_top(part, ':')
                if k >= 0 and re.match(r'^\s*[A-Za-z_`][\w`]*\s*$', part[:k]):
                    p.label = part[:k].strip().strip('`')
                    part = part[k + 1:]
                else:
                    p.label = '_'
                p.type = parse_type(part)
                payload.append(p)
            d.payload = payload
        return d
    if kw in ('struct', 'class', 'enum', 'protocol', 'actor'):
        m = re.match(r'(`[^`]+`|[A-Za-z_]\w*)\s*', s)
        d.name = m.group(1).strip('`')
        s = s[m.end():]
        if s.startswith('<'):
            j = match_close(s, 0, '<', '>')
            if kw == 'protocol':
                d.primary = [x.strip() for x in s[1:j - 1].split(',')]
            else:
                d.generics, reqs = parse_generic_params(s[1:j - 1])
                d.where.extend(reqs)
            s = s[j:].strip()
        w = find_top(s, ' where ')
        if s.startswith('where '):
            w = 0
        inh = s[:w] if w >= 0 else s
        inh = inh.strip()
        if inh.startswith(':'):
            for part in split_top(inh[1:]):
                if part:
                    d.inherits.append(parse_type(part))
        if w >= 0:
            d.where.extend(parse_where(s[w:].strip()[6:]))
        return d
    if kw == 'typealias':
        m = re.match(r'(`[^`]+`|[A-Za-z_]\w*)\s*', s)
        d.name = m.group(1)
        s = s[m.end():]
        if s.startswith('<'):
            j = match_close(s, 0, '<', '>')
            d.generics, reqs = parse_generic_params(s[1:j - 1])
            d.where.extend(reqs)
            s = s[j:].strip()
        if s.startswith('='):
            rhs = s[1:].strip()
            w = find_top(rhs, ' where ')
            if w >= 0:
                d.where.extend(parse_where(rhs[w + 7:]))
                rhs = rhs[:w]
            d.type = parse_type(rhs) if '__' not in rhs else None
        return d
    if kw == 'associatedtype':
        m = re.match(r'(`[^`]+`|[A-Za-z_]\w*)\s*', s)
        d.name = m.group(1)
        s = s[m.end():]
        w = find_top(s, ' where ')
        body = s if w < 0 else s[:w]
        if w >= 0:
            d.where.extend(parse_where(s[w + 7:]))
        e = find_top(body, '=')
        if e >= 0:
            body = body[:e]
        body = body.strip()
        if body.startswith(':'):
            rhs = parse_type(body[1:])
            d.inherits = rhs.parts if isinstance(rhs, Comp) else [rhs]
        return d
    raise Unsupported('keyword %s' % kw)


# --------------------------------------------------------------------------
# the type table: what each SwiftUI type declares


class TypeInfo(object):
    def __init__(self, path, decl):
        self.path = path
        self.decl = decl
        self.kind = decl.kw
        self.generics = decl.generics
        self.where = decl.where
        self.inherits = decl.inherits

    @property
    def is_protocol(self):
        return self.kind == 'protocol'


# Protocols of other modules that SwiftUI extends.
EXTERNAL_PROTOCOLS = {'FormatStyle', 'MutableCollection', 'RangeReplaceableCollection'}
# Generic types of other modules that SwiftUI extends.
EXTERNAL_GENERICS = {'Optional': (['Wrapped'], []), 'PreviewTrait': (['T'], [])}


def build_types(rows):
    types = {}
    for r in rows:
        if r.kind not in ('type', 'protocol'):
            continue
        try:
            d = parse_decl(r.signature)
        except (Unsupported, ValueError):
            continue
        types[r.symbol] = TypeInfo(r.symbol, d)
    return types


# --------------------------------------------------------------------------
# samples

# Values of concrete types, written with their type.
SAMPLES = {
    'Bool': 'true',
    'Int': '(1 as Int)', 'Int8': '(1 as Int8)', 'Int16': '(1 as Int16)', 'Int32': '(1 as Int32)',
    'Int64': '(1 as Int64)', 'UInt': '(1 as UInt)', 'UInt8': '(1 as UInt8)', 'UInt16': '(1 as UInt16)',
    'UInt32': '(1 as UInt32)', 'UInt64': '(1 as UInt64)',
    'Double': '(1 as Double)', 'Float': '(1 as Float)', 'CGFloat': '(1 as CGFloat)',
    'TimeInterval': '(1 as TimeInterval)',
    'String': '("a" as String)', 'Substring': '("a" as Substring)', 'Character': '("a" as Character)',
    'LocalizedStringKey': '("a" as LocalizedStringKey)',
    'LocalizedStringResource': '("a" as LocalizedStringResource)',
    'AttributedString': 'AttributedString("a")',
    'Text': 'Text("a")',
    'Image': 'Image(systemName: "star")',
    'Color': 'Color.red',
    'Font': 'Font.body',
    'Font.Weight': 'Font.Weight.bold',
    'Font.Design': 'Font.Design.rounded',
    'Font.TextStyle': 'Font.TextStyle.body',
    'Font.Width': 'Font.Width.standard',
    'Edge': 'Edge.top',
    'Edge.Set': 'Edge.Set.all',
    'Alignment': 'Alignment.center',
    'HorizontalAlignment': 'HorizontalAlignment.center',
    'VerticalAlignment': 'VerticalAlignment.center',
    'HorizontalEdge': 'HorizontalEdge.leading',
    'VerticalEdge': 'VerticalEdge.top',
    'UnitPoint': 'UnitPoint.center',
    'Angle': 'Angle.degrees(1)',
    'Axis': 'Axis.vertical',
    'Axis.Set': 'Axis.Set.vertical',
    'CGSize': 'CGSize.zero',
    'CGPoint': 'CGPoint.zero',
    'CGRect': 'CGRect.zero',
    'CGVector': 'CGVector.zero',
    'CGAffineTransform': 'CGAffineTransform.identity',
    'EdgeInsets': 'EdgeInsets()',
    'Animation': 'Animation.default',
    'AnyTransition': 'AnyTransition.opacity',
    'Transaction': 'Transaction()',
    'ColorScheme': 'ColorScheme.light',
    'Visibility': 'Visibility.automatic',
    'ContentMode': 'ContentMode.fit',
    'LayoutDirection': 'LayoutDirection.leftToRight',
    'TextAlignment': 'TextAlignment.leading',
    'Date': 'Date()',
    'URL': 'URL(fileURLWithPath: "/")',
    'UUID': 'UUID()',
    'Data': 'Data()',
    'IndexSet': 'IndexSet()',
    'Locale': 'Locale(identifier: "en")',
    'AnyHashable': 'AnyHashable(1)',
    'Gradient': 'Gradient(colors: [Color.red])',
    'ProposedViewSize': 'ProposedViewSize.unspecified',
    'EnvironmentValues': 'EnvironmentValues()',
    'Void': '()',
    'AnyView': 'AnyView(Text("a"))',
    'Path': 'Path()',
    'StrokeStyle': 'StrokeStyle()',
    'FillStyle': 'FillStyle()',
    'AnyShapeStyle': 'AnyShapeStyle(Color.red)',
    'Range<Int>': '(0 as Int)..<(1 as Int)',
    'ClosedRange<Double>': '(0 as Double)...(1 as Double)',
    'ClosedRange<Int>': '(0 as Int)...(1 as Int)',
    'ClosedRange<Date>': 'Date()...Date()',
    'ClosedRange<CGFloat>': '(0 as CGFloat)...(1 as CGFloat)',
    'ProbeItem': 'ProbeItem()',
    'ProbeError': 'ProbeError.failed',
}

# Sample types a generic parameter can take: (type, what it conforms to in SwiftUI, its associated types).
SAMPLE_TYPES = [
    ('Int', {'Hashable', 'Equatable', 'Comparable', 'Sendable', 'Codable', 'Encodable', 'Decodable',
             'Strideable', 'BinaryInteger', 'SignedInteger', 'FixedWidthInteger', 'Numeric',
             'AdditiveArithmetic', 'SignedNumeric', 'CustomStringConvertible', 'LosslessStringConvertible',
             'ExpressibleByIntegerLiteral', 'BitwiseCopyable', 'Copyable'},
     {'Stride': 'Int'}),
    ('Double', {'Hashable', 'Equatable', 'Comparable', 'Sendable', 'Codable', 'Encodable', 'Decodable',
                'Strideable', 'BinaryFloatingPoint', 'FloatingPoint', 'Numeric', 'AdditiveArithmetic',
                'SignedNumeric', 'VectorArithmetic', 'Animatable', 'CustomStringConvertible',
                'ExpressibleByFloatLiteral', 'ExpressibleByIntegerLiteral', 'BitwiseCopyable'},
     {'Stride': 'Double', 'AnimatableData': 'Double'}),
    ('String', {'StringProtocol', 'Hashable', 'Equatable', 'Comparable', 'Sendable', 'Codable', 'Encodable',
                'Decodable', 'CustomStringConvertible', 'LosslessStringConvertible', 'ExpressibleByStringLiteral',
                'Transferable'},
     {'Element': 'Character'}),
    ('Text', {'View', 'Equatable', 'Sendable'}, {}),
    ('Rectangle', {'Shape', 'InsettableShape', 'View', 'Animatable', 'Sendable'}, {}),
    ('Color', {'ShapeStyle', 'View', 'Hashable', 'Equatable', 'Sendable'}, {'Resolved': 'Color.Resolved'}),
    ('ProbeItem', {'Identifiable', 'Hashable', 'Equatable', 'Sendable', 'Codable', 'Encodable', 'Decodable'},
     {'ID': 'Int'}),
    ('Array<ProbeItem>', {'Sequence', 'Collection', 'RandomAccessCollection', 'BidirectionalCollection',
                          'MutableCollection', 'RangeReplaceableCollection', 'Hashable', 'Equatable', 'Sendable'},
     {'Element': 'ProbeItem', 'Index': 'Int', 'Indices': 'Range<Int>', 'SubSequence': 'ArraySlice<ProbeItem>'}),
    ('TapGesture', {'Gesture'}, {'Value': 'Void'}),
    ('EmptyModifier', {'ViewModifier'}, {}),
    ('ProbeError', {'Error', 'Sendable', 'Hashable', 'Equatable'}, {}),
]
SAMPLE_TYPE_NAMES = {t for t, _, _ in SAMPLE_TYPES}
SAMPLE_TYPE_EXPR = {
    'Text': 'Text("a")', 'Int': '(1 as Int)', 'Double': '(1 as Double)', 'String': '("a" as String)',
    'Rectangle': 'Rectangle()', 'Color': 'Color.red', 'ProbeItem': 'ProbeItem()',
    'Array<ProbeItem>': '[ProbeItem()]', 'TapGesture': 'TapGesture()', 'EmptyModifier': 'EmptyModifier()',
    'ProbeError': 'ProbeError.failed',
}
SAMPLE_ASSOC = {t: a for t, _, a in SAMPLE_TYPES}
SAMPLE_CONFORMS = {}

# Key paths by root and value type.
KEY_PATHS = {
    ('ProbeItem', 'Int'): '\\ProbeItem.id',
    ('ProbeItem', 'String'): '\\ProbeItem.name',
    ('ProbeItem', 'Double'): '\\ProbeItem.value',
    ('ProbeItem', 'Bool'): '\\ProbeItem.flag',
    ('ProbeItem', 'Date'): '\\ProbeItem.date',
    ('ProbeItem', 'UUID'): '\\ProbeItem.uuid',
    ('ProbeItem', 'Float'): '\\ProbeItem.float',
    ('ProbeItem', 'CGFloat'): '\\ProbeItem.cgFloat',
    ('ProbeItem', 'ProbeItem'): '\\ProbeItem.self',
    ('ProbeItem', 'Array<ProbeItem>?'): '\\ProbeItem.children',
    ('ProbeItem', '[ProbeItem]?'): '\\ProbeItem.children',
    ('EnvironmentValues', 'Bool'): '\\EnvironmentValues.isEnabled',
    ('EnvironmentValues', 'ColorScheme'): '\\EnvironmentValues.colorScheme',
    ('EnvironmentValues', 'Font?'): '\\EnvironmentValues.font',
    ('EnvironmentValues', 'Locale'): '\\EnvironmentValues.locale',
    ('EnvironmentValues', 'LayoutDirection'): '\\EnvironmentValues.layoutDirection',
    ('Transaction', 'Animation?'): '\\Transaction.animation',
    ('Transaction', 'Bool'): '\\Transaction.disablesAnimations',
}
# Sample value types for a key path whose value is a free generic parameter.
KEY_PATH_DEFAULT_VALUE = {'ProbeItem': 'String', 'EnvironmentValues': 'Bool', 'Transaction': 'Bool'}
RAW_TYPES = {'Int', 'Int8', 'Int16', 'Int32', 'Int64', 'UInt', 'UInt8', 'UInt16', 'UInt32', 'UInt64',
             'String', 'Double', 'Float', 'Character'}
KEYPATH_KINDS = ('KeyPath', 'WritableKeyPath', 'ReferenceWritableKeyPath', 'PartialKeyPath')

# Conformance templates: how developers conform to a protocol (N is the probe's number).
CONFORMANCES = {
    'View': 'struct V{N}: View {{ var body: some View {{ probeMainActor(); return Text("a") }} }}',
    'ViewModifier': 'struct M{N}: ViewModifier {{ func body(content: Content) -> some View {{ probeMainActor(); return content.padding() }} }}',
    'ButtonStyle': 'struct S{N}: ButtonStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return configuration.label.opacity(configuration.isPressed ? 0.5 : 1) }} }}',
    'PrimitiveButtonStyle': 'struct S{N}: PrimitiveButtonStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return configuration.label.onTapGesture {{ configuration.trigger() }} }} }}',
    'ToggleStyle': 'struct S{N}: ToggleStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return HStack {{ configuration.label; Text(configuration.isOn ? "on" : "off") }} }} }}',
    'LabelStyle': 'struct S{N}: LabelStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return HStack {{ configuration.icon; configuration.title }} }} }}',
    'ProgressViewStyle': 'struct S{N}: ProgressViewStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return Text("\\(configuration.fractionCompleted ?? 0)") }} }}',
    'GaugeStyle': 'struct S{N}: GaugeStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return HStack {{ configuration.label; Text("\\(configuration.value)") }} }} }}',
    'GroupBoxStyle': 'struct S{N}: GroupBoxStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return VStack {{ configuration.label; configuration.content }} }} }}',
    'DisclosureGroupStyle': 'struct S{N}: DisclosureGroupStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return VStack {{ configuration.label; if configuration.isExpanded {{ configuration.content }} }} }} }}',
    'MenuStyle': 'struct S{N}: MenuStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return Menu(configuration) }} }}',
    'LabeledContentStyle': 'struct S{N}: LabeledContentStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return HStack {{ configuration.label; configuration.content }} }} }}',
    'ControlGroupStyle': 'struct S{N}: ControlGroupStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return HStack {{ configuration.content }} }} }}',
    'FormStyle': 'struct S{N}: FormStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return VStack {{ configuration.content }} }} }}',
    'DatePickerStyle': 'struct S{N}: DatePickerStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return configuration.label }} }}',
    'TextEditorStyle': 'struct S{N}: TextEditorStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return configuration.body }} }}',
    'NavigationSplitViewStyle': 'struct S{N}: NavigationSplitViewStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return Text("a") }} }}',
    'TabViewStyle': None,
    'TableStyle': 'struct S{N}: TableStyle {{ func makeBody(configuration: Configuration) -> some View {{ probeMainActor(); return Text("a") }} }}',
    'Shape': 'struct S{N}: Shape {{ func path(in rect: CGRect) -> Path {{ Path(rect) }} }}',
    'InsettableShape': 'struct S{N}: InsettableShape {{ var inset: CGFloat = 0; func path(in rect: CGRect) -> Path {{ Path(rect.insetBy(dx: inset, dy: inset)) }}; func inset(by amount: CGFloat) -> S{N} {{ var s = self; s.inset += amount; return s }} }}',
    'Layout': 'struct L{N}: Layout {{ func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {{ proposal.replacingUnspecifiedDimensions() }}; func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {{ for s in subviews {{ s.place(at: bounds.origin, proposal: .unspecified) }} }} }}',
    'PreferenceKey': 'struct K{N}: PreferenceKey {{ static var defaultValue: CGFloat = 0; static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {{ value += nextValue() }} }}',
    'EnvironmentKey': 'struct K{N}: EnvironmentKey {{ static let defaultValue: Int = 0 }}',
    'FocusedValueKey': 'struct K{N}: FocusedValueKey {{ typealias Value = Int }}',
    'LayoutValueKey': 'struct K{N}: LayoutValueKey {{ static let defaultValue: Int = 0 }}',
    'TransactionKey': 'struct K{N}: TransactionKey {{ static let defaultValue: Int = 0 }}',
    'ContainerValueKey': 'struct K{N}: ContainerValueKey {{ static let defaultValue: Int = 0 }}',
    'AlignmentID': 'enum A{N}: AlignmentID {{ static func defaultValue(in context: ViewDimensions) -> CGFloat {{ context[.top] }} }}',
    'Animatable': 'struct A{N}: Animatable {{ var animatableData: Double = 0 }}',
    'AnimatableModifier': 'struct A{N}: AnimatableModifier {{ var animatableData: Double = 0; func body(content: Content) -> some View {{ content.opacity(animatableData) }} }}',
    'GeometryEffect': 'struct G{N}: GeometryEffect {{ var animatableData: CGFloat = 0; func effectValue(size: CGSize) -> ProjectionTransform {{ ProjectionTransform(CGAffineTransform(translationX: animatableData, y: 0)) }} }}',
    'DynamicProperty': 'struct D{N}: DynamicProperty {{ @State var value = 0; mutating func update() {{}} }}',
    'PreviewProvider': 'struct P{N}: PreviewProvider {{ static var previews: some View {{ Text("a") }} }}',
    'App': 'struct A{N}: App {{ var body: some Scene {{ WindowGroup {{ Text("a") }} }} }}',
    'Scene': 'struct S{N}: Scene {{ var body: some Scene {{ WindowGroup {{ Text("a") }} }} }}',
    'Commands': 'struct C{N}: Commands {{ var body: some Commands {{ CommandMenu("a") {{ Button("a") {{ }} }} }} }}',
    'ToolbarContent': 'struct T{N}: ToolbarContent {{ var body: some ToolbarContent {{ ToolbarItem(placement: .automatic) {{ Text("a") }} }} }}',
    'CustomizableToolbarContent': 'struct T{N}: CustomizableToolbarContent {{ var body: some CustomizableToolbarContent {{ ToolbarItem(id: "a", placement: .automatic) {{ Text("a") }} }} }}',
    'UIViewRepresentable': 'struct R{N}: UIViewRepresentable {{ func makeUIView(context: Context) -> UIView {{ UIView() }}; func updateUIView(_ uiView: UIView, context: Context) {{}} }}',
    'UIViewControllerRepresentable': 'struct R{N}: UIViewControllerRepresentable {{ func makeUIViewController(context: Context) -> UIViewController {{ UIViewController() }}; func updateUIViewController(_ controller: UIViewController, context: Context) {{}} }}',
    'Gesture': 'struct G{N}: Gesture {{ var body: some Gesture {{ TapGesture() }} }}',
    'TextRenderer': 'struct R{N}: TextRenderer {{ func draw(layout: Text.Layout, in context: inout GraphicsContext) {{ for line in layout {{ context.draw(line) }} }} }}',
    'Transition': 'struct T{N}: Transition {{ func body(content: Content, phase: TransitionPhase) -> some View {{ content.opacity(phase.isIdentity ? 1 : 0) }} }}',
    'ScrollTargetBehavior': 'struct B{N}: ScrollTargetBehavior {{ func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {{}} }}',
    'CustomAnimation': 'struct A{N}: CustomAnimation {{ func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {{ time < 1 ? value.scaled(by: time) : nil }} }}',
    'CustomPresentationDetent': 'struct D{N}: CustomPresentationDetent {{ static func height(in context: Context) -> CGFloat? {{ context.maxDetentValue / 2 }} }}',
    'TimelineSchedule': 'struct T{N}: TimelineSchedule {{ func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {{ [startDate] }} }}',
    'DropDelegate': 'struct D{N}: DropDelegate {{ func performDrop(info: DropInfo) -> Bool {{ true }} }}',
    'VectorArithmetic': None,
    'FileDocument': None,
    'ShapeStyle': 'struct S{N}: ShapeStyle {{ func resolve(in environment: EnvironmentValues) -> some ShapeStyle {{ Color.red }} }}',
    'VisualEffect': None,
    'EnvironmentalModifier': 'struct M{N}: EnvironmentalModifier {{ func resolve(in environment: EnvironmentValues) -> some ViewModifier {{ EmptyModifier() }} }}',
    'PreviewModifier': 'struct M{N}: PreviewModifier {{ func body(content: Content, context: Void) -> some View {{ content }} }}',
    'AnimationStateKey': 'struct K{N}: AnimationStateKey {{ static var defaultValue: Int {{ 0 }} }}',
    'CoordinateSpaceProtocol': None,
}

PRELUDE = '''\
// Generated by Tests/APICoverage/make_probes.py: fixtures the probes share. Not SwiftUI's API.
import SwiftUI

struct ProbeItem: Identifiable, Hashable, Codable, Sendable {
    var id: Int = 1
    var name: String = "a"
    var value: Double = 1
    var float: Float = 1
    var cgFloat: CGFloat = 1
    var flag: Bool = true
    var date: Date = Date(timeIntervalSince1970: 0)
    var uuid: UUID = UUID()
    var children: [ProbeItem]? = nil
}

enum ProbeError: Error, Hashable { case failed }

/// Callable on the main actor only: a conformance whose requirement calls it checks that
/// the protocol is isolated to the main actor as SwiftUI's is.
@MainActor func probeMainActor() {}
'''


def is_generic_name(t, gens):
    return isinstance(t, Name) and t.base is None and t.args is None and t.name in gens


def resolve_assoc(t):
    """Replace SampleType.Assoc by its value where known."""
    if isinstance(t, Name):
        base = resolve_assoc(t.base) if t.base is not None else None
        args = [resolve_assoc(a) for a in t.args] if t.args is not None else None
        if base is not None and args is None:
            key = str(base) if not isinstance(base, Arr) else 'Array<%s>' % base.elem
            assoc = SAMPLE_ASSOC.get(key, {})
            if t.name in assoc:
                return parse_type(assoc[t.name])
        return Name(t.name, args, base)
    if isinstance(t, Opt):
        return Opt(resolve_assoc(t.inner), t.iuo)
    if isinstance(t, Arr):
        return Arr(resolve_assoc(t.elem))
    if isinstance(t, Dict):
        return Dict(resolve_assoc(t.key), resolve_assoc(t.val))
    if isinstance(t, Fn):
        return Fn([resolve_assoc(p) for p in t.params], resolve_assoc(t.ret), t.attrs, t.is_async, t.throws)
    if isinstance(t, Meta):
        return Meta(resolve_assoc(t.inner), t.which)
    if isinstance(t, Tup):
        return Tup([(l, resolve_assoc(x)) for l, x in t.elems])
    return t


def canon(s):
    s = str(s)
    s = re.sub(r'\[([^\[\]:]+)\]', r'Array<\1>', s)
    return s.replace(' ', '')


# --------------------------------------------------------------------------
# generic environment of one symbol


class Env(object):
    """Generic parameters in scope of a probe and what each became."""

    def __init__(self):
        self.gens = []          # generic parameter names, in order
        self.reqs = []          # [Req]
        self.assign = {}        # name -> T (sampled) ; absent -> mirrored
        self.anon = 0

    def add(self, names, reqs):
        for n in names:
            if n not in self.gens:
                self.gens.append(n)
        self.reqs.extend(reqs)

    def fresh(self, base):
        self.anon += 1
        name = '%s%d' % (base, self.anon)
        self.gens.append(name)
        return name

    def mirrored(self):
        return [g for g in self.gens if g not in self.assign]

    def sub(self):
        return dict(self.assign)


def conformances_of(env, g):
    out = []
    for r in env.reqs:
        if r.op == ':' and is_generic_name(r.lhs, [g]):
            out.extend(r.rhs)
    return out


def proto_names(protos):
    out = set()
    for p in protos:
        if isinstance(p, Name):
            out.add(p.name if p.base is None else str(p))
        else:
            out.add(str(p))
    return out


# An unconstrained generic parameter with one of these names holds a view in practice
# (ModifiedContent<Content, Modifier>, Section<Parent, Content, Footer>).
VIEWISH = re.compile(r'(Content|Label|View|Body|Footer|Header|Parent|Destination|Icon|Title|Description|Actions)$')


def solve(env, never_sample=()):
    """Choose sample types for generic parameters; the rest stay mirrored.

    A parameter bound by a same-type requirement to a concrete type takes it; one
    constrained only by conformances takes the first sample type that has them all; one
    tied by a same-type requirement to a member of a mirrored parameter stays mirrored.
    Requirements that become concrete are checked against the sample types' known
    associated types and conformances; a parameter in a failing one is mirrored instead.
    """
    blocked = set(never_sample) | {'SelfType'}
    for _ in range(12):
        env.assign = {}
        by_sample = set()

        def propagate():
            changed = True
            while changed:
                changed = False
                for r in env.reqs:
                    if r.op != '==':
                        continue
                    for a, b in ((r.lhs, r.rhs), (r.rhs, r.lhs)):
                        if not is_generic_name(a, env.gens) or a.name in env.assign or a.name in blocked:
                            continue
                        bb = resolve_assoc(b.subst(env.assign))
                        if bb.names() & (set(env.gens) - set(env.assign)) or 'Self' in bb.names():
                            continue
                        env.assign[a.name] = bb
                        changed = True
                        break

        propagate()
        for g in env.gens:
            if g in env.assign or g in blocked:
                continue
            tied = False
            for r in env.reqs:
                if r.op == '==' and (is_generic_name(r.lhs, [g]) or is_generic_name(r.rhs, [g])):
                    other = r.rhs if is_generic_name(r.lhs, [g]) else r.lhs
                    if other.names() & (set(env.gens) - set(env.assign) - {g}):
                        tied = True
            if tied:
                continue
            protos = proto_names(conformances_of(env, g))
            member_reqs = [r for r in env.reqs if isinstance(r.lhs, Name) and r.lhs.base is not None
                           and r.lhs.root().name == g]
            if not protos and member_reqs:
                continue
            choice = None
            if not protos and VIEWISH.search(g):
                choice = 'Text'
            for t, conf, assoc in SAMPLE_TYPES:
                if choice is None and protos <= conf:
                    choice = t
                    break
            if choice is None:
                continue
            env.assign[g] = parse_type(choice)
            by_sample.add(g)
            propagate()
        # verify the requirements that became concrete
        bad = set()
        for r in env.reqs:
            rr = r.subst(env.assign)
            if rr.names() & set(env.mirrored()) or 'Self' in rr.names():
                continue
            if rr.op == '==':
                if canon(resolve_assoc(rr.lhs)) != canon(resolve_assoc(rr.rhs)):
                    bad |= (r.names() & set(env.assign))
            else:
                if is_generic_name(r.lhs, env.gens) and r.lhs.name not in by_sample:
                    continue      # bound by SwiftUI's own same-type requirement: trusted
                lhs = canon(resolve_assoc(rr.lhs))
                conf = SAMPLE_CONFORMS.get(lhs)
                if conf is None or not proto_names(rr.rhs) <= conf:
                    bad |= (r.names() & set(env.assign))
        if not bad:
            return
        blocked |= bad
    env.assign = {}


# --------------------------------------------------------------------------
# building one probe

SOME_RE = re.compile(r'Some\d+$')


class ProbeBuilder(object):
    """The parts of one probe function: generic clause, parameters, statements.

    Mirrored generic parameters are renamed with a trailing underscore (`Label_`) so that
    they never hide a SwiftUI type of the same name (`Label`, `Content`, `Section` ...).
    """

    def __init__(self, env):
        self.env = env
        self.sub = dict(env.assign)
        for g in env.mirrored():
            if g != 'SelfType' and not SOME_RE.match(g):
                self.sub[g] = Name(g + '_')
        self.gen_names = [str(self.sub.get(g, Name(g))) for g in env.mirrored()]
        self.mirror_set = set(self.gen_names)
        self.params = []
        self.pre = []            # statements before the body
        self.nparam = 0
        self.nvar = 0
        self.is_async = False

    def T(self, ty):
        return ty.subst(self.sub)

    def mirrored_free(self, ty):
        return bool(ty.names() & self.mirror_set)

    def fwd(self, ty, inout=False):
        self.nparam += 1
        name = 'a%d' % self.nparam
        self.params.append('_ %s: %s%s' % (name, 'inout ' if inout else '', ty))
        return ('&' if inout else '') + name

    def receiver(self, ty):
        if not any(p.startswith('_ x: ') for p in self.params):
            self.params.insert(0, '_ x: %s' % ty)
        return 'x'

    def var(self, expr):
        self.nvar += 1
        v = 'v%d' % self.nvar
        self.pre.append('var %s = %s' % (v, expr))
        return v

    def sample(self, ty):
        """An expression of type ty (substituted), else a parameter of the probe."""
        s = sample_expr(ty, self)
        return s if s is not None else self.fwd(ty)

    def header(self, name):
        gens = self.gen_names
        where, seen = [], set()
        for r in self.env.reqs:
            rr = r.subst(self.sub)
            if not (rr.names() & self.mirror_set):
                continue
            s = str(rr)
            if s not in seen:
                seen.add(s)
                where.append(s)
        params = list(self.params)
        # every generic parameter appears in the signature, also where a nested type of a generic
        # type does not depend on its parameters in LayoutDSL
        for i, g in enumerate(gens):
            params.append('_ t%d: %s.Type' % (i + 1, g))
        g = ('<' + ', '.join(gens) + '>') if gens else ''
        w = (' where ' + ', '.join(where)) if where else ''
        return '@MainActor func %s%s(%s)%s%s' % (name, g, ', '.join(params), ' async' if self.is_async else '', w)

    def lines(self, name, body):
        out = [self.header(name) + ' {']
        out.extend('    ' + s for s in self.pre)
        out.extend('    ' + s for s in body)
        out.append('}')
        return out


def is_void(t):
    return (isinstance(t, Tup) and not t.elems) or (isinstance(t, Name) and t.base is None and t.name == 'Void')


def closure_expr(fn, b):
    """A closure literal of function type fn (substituted): `{ _, _ in sample(R) }`."""
    n = len(fn.params)
    head = '' if n == 0 else ', '.join('_' for _ in range(n)) + ' in '
    body = ''
    if not is_void(fn.ret):
        r = sample_expr(fn.ret, b)
        body = r if r is not None else 'fatalError()'
    if not head and not body:
        return '{ }'
    return '{ ' + head + body + ' }'


def protos_of(t):
    return proto_names(t.parts if isinstance(t, Comp) else [t])


def sample_type_for(protos):
    for t, conf, _ in SAMPLE_TYPES:
        if protos <= conf:
            return t
    return None


def sample_expr(ty, b):
    """An expression of type ty, written with its type, or None."""
    if isinstance(ty, Some):
        t = sample_type_for(protos_of(ty.inner))
        return SAMPLE_TYPE_EXPR[t] if t else None
    if isinstance(ty, Exist):
        t = sample_type_for(protos_of(ty.inner))
        return '(%s as %s)' % (SAMPLE_TYPE_EXPR[t], ty) if t else None
    if isinstance(ty, Opt):
        inner = sample_expr(ty.inner, b)
        if inner is None:
            return None if b.mirrored_free(ty) else '(nil as %s)' % Opt(ty.inner)
        return '(%s as %s)' % (inner, Opt(ty.inner))
    if isinstance(ty, Fn):
        if b.mirrored_free(ty.ret) and sample_expr(ty.ret, b) is None:
            return None
        return closure_expr(ty, b)
    if b.mirrored_free(ty):
        return None
    if isinstance(ty, Arr):
        e = sample_expr(ty.elem, b)
        return None if e is None else '[%s]' % e
    if isinstance(ty, Dict):
        k, v = sample_expr(ty.key, b), sample_expr(ty.val, b)
        return None if k is None or v is None else '[%s: %s]' % (k, v)
    if isinstance(ty, Tup):
        parts = []
        for l, t in ty.elems:
            e = sample_expr(t, b)
            if e is None:
                return None
            parts.append((l + ': ' if l else '') + e)
        return '(' + ', '.join(parts) + ')'
    if isinstance(ty, Meta):
        if ty.which == 'Type' and isinstance(ty.inner, Name):
            return '%s.self' % ty.inner
        return None
    if not isinstance(ty, Name):
        return None
    ty = resolve_assoc(ty)
    if not isinstance(ty, Name):
        return sample_expr(ty, b)
    key = canon(ty)
    if key in SAMPLES_CANON:
        return SAMPLES_CANON[key]
    if key in SAMPLE_TYPE_CANON:
        return SAMPLE_TYPE_CANON[key]
    args = ty.args or []
    if ty.base is None and ty.name == 'Binding' and len(args) == 1:
        inner = sample_expr(args[0], b)
        return None if inner is None else 'Binding<%s>.constant(%s)' % (args[0], inner)
    if ty.base is None and ty.name == 'Set' and len(args) == 1:
        inner = sample_expr(args[0], b)
        return None if inner is None else '(Set([%s]) as %s)' % (inner, ty)
    if ty.base is None and ty.name == 'Array' and len(args) == 1:
        return sample_expr(Arr(args[0]), b)
    if ty.base is None and ty.name == 'Optional' and len(args) == 1:
        return sample_expr(Opt(args[0]), b)
    if ty.base is None and ty.name in KEYPATH_KINDS and len(args) == 2:
        root, val = canon(resolve_assoc(args[0])), canon(resolve_assoc(args[1]))
        for (r, v), e in KEY_PATHS.items():
            if canon(r) == root and canon(v) == val:
                if ty.name == 'ReferenceWritableKeyPath' or (ty.name == 'WritableKeyPath' and e.endswith('.self')):
                    return None
                return '(%s as %s)' % (e, ty)
        return None
    return None


SAMPLES_CANON = {}
SAMPLE_TYPE_CANON = {}
SAMPLE_TYPES_BASE = list(SAMPLE_TYPES)
KEY_PATHS_BASE = dict(KEY_PATHS)


def sample_checks():
    """[(id, Swift statement)]: each sample, each claimed conformance of a sample type and
    each key path, to typecheck before the probes use them."""
    out = []
    for k in sorted(SAMPLES):
        out.append(('value:' + k, 'let _: %s = %s' % (k, SAMPLES[k])))
    for t, conf, _ in SAMPLE_TYPES_BASE:
        out.append(('value:' + t, 'let _: %s = %s' % (t, SAMPLE_TYPE_EXPR[t])))
        for p in sorted(conf):
            out.append(('conforms:%s:%s' % (t, p), 'func c<C_: %s>(_: C_.Type) {}; c(%s.self)' % (p, t)))
    for (r, v) in sorted(KEY_PATHS_BASE):
        out.append(('keypath:%s:%s' % (r, v), 'let _: KeyPath<%s, %s> = %s' % (r, v, KEY_PATHS_BASE[(r, v)])))
    return out


def configure(unavailable=()):
    """Use only the samples that compile here: `unavailable` holds the ids of sample_checks()
    that failed; a parameter of such a type is then a parameter of the probe, a generic
    parameter that needed the sample type is mirrored."""
    bad = set(unavailable)
    SAMPLES_CANON.clear()
    SAMPLE_TYPE_CANON.clear()
    for k, v in SAMPLES.items():
        if 'value:' + k not in bad:
            SAMPLES_CANON[canon(k)] = v
    del SAMPLE_TYPES[:]
    for t, conf, assoc in SAMPLE_TYPES_BASE:
        if 'value:' + t in bad:
            continue
        SAMPLE_TYPES.append((t, {p for p in conf if 'conforms:%s:%s' % (t, p) not in bad}, assoc))
        SAMPLE_TYPE_CANON[canon(t)] = SAMPLE_TYPE_EXPR[t]
    SAMPLE_CONFORMS.clear()
    SAMPLE_CONFORMS.update({canon(t): c for t, c, _ in SAMPLE_TYPES})
    KEY_PATHS.clear()
    KEY_PATHS.update({k: v for k, v in KEY_PATHS_BASE.items() if 'keypath:%s:%s' % k not in bad})


configure()


# Frameworks SwiftUI's interface imports without re-exporting them (`import CoreData` in the
# iOS 26.2 SDK's SwiftUI.swiftinterface): SwiftUI declares `FetchRequest`, but a file that names
# `NSFetchRequestResult` or `NSManagedObjectContext` imports Core Data on iOS too, as the probes do.
FRAMEWORK_TYPES = {
    'CoreData': ('NSFetchRequestResult', 'NSFetchRequest', 'NSManagedObjectContext', 'NSEntityDescription',
                 'NSManagedObject'),
}


def framework_imports(text):
    """The `import` lines a probe text needs for the framework types it names."""
    return ['import %s' % framework for framework, types in sorted(FRAMEWORK_TYPES.items())
            if any(re.search(r'\b%s\b' % name, text) for name in types)]


def write_sample_checks(outdir):
    """Samples.swift: one function per check; -> [(id, line)]."""
    lines = ['// Generated by Tests/APICoverage/make_probes.py: the samples the probes use.', 'import SwiftUI', '']
    ids = []
    for i, (cid, stmt) in enumerate(sample_checks(), 1):
        ids.append((cid, len(lines) + 1))
        lines.append('@MainActor func sample_%d() { %s }' % (i, stmt))
    with open(os.path.join(outdir, 'Samples.swift'), 'w', encoding='utf-8', newline='\n') as f:
        f.write('\n'.join(lines) + '\n')
    with open(os.path.join(outdir, 'Prelude.swift'), 'w', encoding='utf-8', newline='\n') as f:
        f.write(PRELUDE)
    return ids


def argument_list(params, b, skip_defaults=False, subscript=False, carried=None):
    """'label: value, ...' for a call; variables it needs go to b.pre.

    carried, when given, collects the generic parameter names whose types the arguments
    carry for inference: all of a forwarded parameter's or sample's type, only the result
    type of a closure literal.
    """
    out = []
    for p in params:
        if skip_defaults and p.default is not None:
            continue
        ty = b.T(p.type)
        if isinstance(ty, Inout):
            s = sample_expr(ty.inner, b)
            e = b.fwd(ty.inner, inout=True) if s is None else '&' + b.var(s)
        elif isinstance(ty, Fn) and '@autoclosure' in ty.attrs:
            s = sample_expr(ty.ret, b)
            e = s if s is not None else b.fwd(ty.ret)
        else:
            e = b.sample(ty)
        if carried is not None:
            if isinstance(p.type, Fn) and not re.match(r'^&?a\d+$', e):
                carried |= direct_names(p.type.ret)
            else:
                carried |= direct_names(p.type)
        label = p.label
        if subscript and p.nnames == 1:
            label = '_'
        out.append(e if label == '_' else '%s: %s' % (label, e))
    return ', '.join(out)


def type_text(t):
    """The type as written where a postfix follows it (`?`, `.Type`, a member): a function,
    composition or `some`/`any` type in parentheses."""
    s = str(t)
    return '(%s)' % s if isinstance(t, (Fn, Comp, Exist, Some)) else s


def nameable(t):
    s = str(t)
    return not ('some ' in s or '__' in s or re.search(r'\bSome\d+\b', s) or re.search(r'\bSelf\b', s))


# --------------------------------------------------------------------------
# probes per row


class Generator(object):
    def __init__(self, rows):
        self.rows = rows
        self.types = build_types(rows)
        self.overloads = collections.defaultdict(list)
        self.decls = {}
        self.assoc_constraints = {}
        for r in rows:
            owner, base, labels = split_symbol(r.symbol)
            self.overloads[('.'.join(owner), base, r.kind == 'init')].append(r)
            if r.kind == 'associatedtype' and len(owner) == 1:
                d = self.decl_of(r)
                if d is not None and d.inherits:
                    self.assoc_constraints[(owner[0], base)] = d.inherits

    # ---- owners

    def chain(self, owner):
        return [('.'.join(owner[:i]), self.types.get('.'.join(owner[:i]))) for i in range(1, len(owner) + 1)]

    def is_protocol(self, owner):
        if not owner:
            return False
        info = self.types.get('.'.join(owner))
        return bool(info and info.is_protocol) or (len(owner) == 1 and owner[0] in EXTERNAL_PROTOCOLS)

    def owner_type(self, owner, env):
        """Add the owner's generic parameters (and their requirements) to env; its type."""
        t = None
        for i, (path, info) in enumerate(self.chain(owner)):
            gens, reqs = [], []
            if info is not None:
                gens, reqs = info.generics, info.where
            elif i == 0 and owner[0] in EXTERNAL_GENERICS:
                gens, reqs = EXTERNAL_GENERICS[owner[0]]
            env.add(gens, reqs)
            t = Name(owner[i], [Name(g) for g in gens] if gens else None, t)
        return t

    def owner_gens(self, owner):
        out = []
        for i, (path, info) in enumerate(self.chain(owner)):
            if info is not None:
                out.extend(info.generics)
            elif i == 0 and owner[0] in EXTERNAL_GENERICS:
                out.extend(EXTERNAL_GENERICS[owner[0]][0])
        return out

    def context_type(self, d, owner):
        """For a static member of a protocol extension `where Self == X`: X."""
        if not (d.static and self.is_protocol(owner)):
            return None
        for q in d.ext_where + d.where:
            if q.op == '==' and isinstance(q.lhs, Name) and q.lhs.base is None and q.lhs.name == 'Self':
                return q.rhs
        return None

    def member_env(self, owner, d):
        """-> (env, receiver type, Self substitution, context type)."""
        env = Env()
        ctx = self.context_type(d, owner)
        if not owner:
            recv, selfmap = None, {}
        elif ctx is not None:
            recv, selfmap = ctx, {'Self': ctx}
        elif self.is_protocol(owner):
            proto = parse_type('.'.join(owner))
            env.add(['SelfType'], [Req(Name('SelfType'), ':', [proto])])
            recv = Name('SelfType')
            selfmap = {'Self': recv}
        else:
            recv = self.owner_type(owner, env)
            selfmap = {'Self': recv}
        env.add([], [q.subst(selfmap) for q in d.ext_where])
        env.add(d.generics, [q.subst(selfmap) for q in d.where])
        return env, recv, selfmap, ctx

    def anonymize(self, env, ty):
        """`some P` in a parameter becomes a fresh generic parameter `SomeN: P`."""
        if isinstance(ty, Some):
            name = env.fresh('Some')
            inner = ty.inner
            parts = inner.parts if isinstance(inner, Comp) else [inner]
            env.reqs.append(Req(Name(name), ':', parts))
            for part in parts:
                env.reqs.extend(self.implied(part))
            return Name(name)
        if isinstance(ty, Fn):
            return Fn([self.anonymize(env, p) for p in ty.params], self.anonymize(env, ty.ret),
                      ty.attrs, ty.is_async, ty.throws)
        if isinstance(ty, Opt):
            return Opt(self.anonymize(env, ty.inner), ty.iuo)
        if isinstance(ty, Inout):
            return Inout(self.anonymize(env, ty.inner))
        if isinstance(ty, Arr):
            return Arr(self.anonymize(env, ty.elem))
        return ty

    def implied(self, proto):
        """`P<X>` with P's primary associated type A constrained to Q: X : Q."""
        out = []
        if not (isinstance(proto, Name) and proto.args and proto.base is None):
            return out
        info = self.types.get(proto.name)
        if info is None or not info.is_protocol:
            return out
        for assoc, arg in zip(info.decl.primary, proto.args):
            cons = self.assoc_constraints.get((proto.name, assoc), [])
            if cons:
                out.append(Req(arg, ':', cons))
        return out

    def prepare_params(self, env, d, selfmap):
        out = []
        for p in d.params:
            q = Param()
            q.label, q.name, q.default, q.variadic, q.attrs, q.nnames = (
                p.label, p.name, p.default, p.variadic, p.attrs, p.nnames)
            q.type = self.anonymize(env, p.type.subst(selfmap))
            out.append(q)
        return out

    def decl_of(self, r):
        if r.n not in self.decls:
            try:
                self.decls[r.n] = parse_decl(r.signature)
            except (Unsupported, ValueError, AttributeError):
                self.decls[r.n] = None
        return self.decls[r.n]

    # ---- entry

    def probes_for(self, r):
        d = self.decl_of(r)
        owner, base, labels = split_symbol(r.symbol)
        if not base and d is not None and d.name:
            base = d.name
        strict = loose = None
        if d is None and 'repeat each' in r.signature:
            strict = self.strict_pack(r, owner, base)
        if d is not None:
            try:
                strict = self.strict(r, d, owner, base, labels)
            except (Unsupported, ValueError, KeyError, AttributeError, IndexError):
                strict = None
        try:
            loose = self.loose(r, d, owner, base, labels)
        except (Unsupported, ValueError, KeyError, AttributeError, IndexError):
            loose = None
        return strict, loose

    def strict_pack(self, r, owner, base):
        """`buildBlock<each Content>(_ content: repeat each Content)`: called with two values."""
        sig = clean_type_text(r.signature)
        m = re.search(r'<each (\w+)>\((\w+) \w+: repeat each \1\)(?: -> (.*?))? where repeat each \1 : (\w+)$', sig)
        if not m or r.kind != 'method' or not owner:
            return None
        pack, label, ret, proto = m.groups()
        call = '%s.%s(%sa1, a2)' % ('.'.join(owner), base, '' if label == '_' else label + ': ')
        body = ['_ = ' + call]
        if ret and 'some ' not in ret:
            body.append('let _: %s = %s' % (ret.replace('(repeat each %s)' % pack, '(P1_, P2_)'), call))
        return ['@MainActor func probe_%d<P1_: %s, P2_: %s>(_ a1: P1_, _ a2: P2_) {' % (r.n, proto, proto)] + \
            ['    ' + x for x in body] + ['}']

    def strict(self, r, d, owner, base, labels):
        k = r.kind
        if re.search(r'\b__\b|__<', r.signature.split('/*')[0]) and k != 'typealias':
            return None
        fn = {
            'type': self.strict_type, 'protocol': self.strict_protocol, 'associatedtype': self.strict_assoc,
            'typealias': self.strict_typealias, 'case': self.strict_case, 'property': self.strict_property,
            'method': self.strict_func, 'modifier': self.strict_func, 'function': self.strict_func,
            'init': self.strict_init, 'subscript': self.strict_subscript, 'macro': self.strict_macro,
        }.get(k)
        return fn(r, d, owner, base) if fn else None

    # ---- strict probes

    def strict_type(self, r, d, owner, base):
        env = Env()
        t = self.owner_type(owner + [base], env)
        solve(env, never_sample=env.gens)
        b = ProbeBuilder(env)
        ts = str(b.T(t))
        body = ['_ = %s.self' % ts]
        for i, inh in enumerate(d.inherits):
            name = str(b.T(inh))
            if name in ('Copyable', 'Escapable', 'BitwiseCopyable') or name.startswith('_'):
                continue
            if d.kw == 'enum' and i == 0 and name in RAW_TYPES:
                body.append('let _: %s.Type = %s.RawValue.self' % (name, ts))
                continue
            body.append('func c%d<C_: %s>(_: C_.Type) {}; c%d(%s.self)' % (i, name, i, ts))
        if d.kw == 'class':
            body.append('func cls<C_: AnyObject>(_: C_.Type) {}; cls(%s.self)' % ts)
        return b.lines('probe_%d' % r.n, body)

    def strict_protocol(self, r, d, owner, base):
        checks = []
        for i, inh in enumerate(d.inherits):
            name = str(inh)
            if name.startswith('_') or name in ('Copyable', 'Escapable'):
                continue
            checks.append('func c%d<C_: %s>(_: C_.Type) {}; c%d(SelfType.self)' % (i, name, i))
        for q in d.where:
            if isinstance(q.lhs, Name) and q.lhs.base is not None and q.lhs.root().name == 'Self':
                qq = q.subst({'Self': Name('SelfType')})
                if q.op == '==':
                    checks.append('let _: %s.Type = %s.self' % (type_text(qq.rhs), qq.lhs))
                else:
                    for j, p in enumerate(qq.rhs):
                        checks.append('func w%d<C_: %s>(_: C_.Type) {}; w%d(%s.self)' % (j, p, j, qq.lhs))
        if d.primary:
            args = ', '.join('SelfType.%s' % p for p in d.primary)
            checks.append('func pr(_: some %s<%s>) {}; pr(x)' % (base, args))
        body = ['func use<SelfType: %s>(_ x: SelfType) {' % base]
        body.extend('    ' + c for c in checks)
        body.append('}')
        tpl = CONFORMANCES.get(base)
        if tpl:
            body.append(tpl.format(N=r.n))
        return ['@MainActor func probe_%d() {' % r.n] + ['    ' + s for s in body] + ['}']

    def strict_assoc(self, r, d, owner, base):
        if len(owner) != 1:
            return None
        body = ['_ = SelfType.%s.self' % base]
        for i, p in enumerate(d.inherits):
            ps = str(p.subst({'Self': Name('SelfType')}))
            body.append('func c%d<C_: %s>(_: C_.Type) {}; c%d(SelfType.%s.self)' % (i, ps, i, base))
        return (['@MainActor func probe_%d<SelfType: %s>(_ x: SelfType) {' % (r.n, owner[0])]
                + ['    ' + s for s in body] + ['}'])

    def strict_typealias(self, r, d, owner, base):
        if not owner or d.generics:
            return None
        env, recv, selfmap, ctx = self.member_env(owner, d)
        solve(env, never_sample=env.gens)
        b = ProbeBuilder(env)
        if self.is_protocol(owner):
            b.receiver('SelfType')
        path = '%s.%s' % (b.T(recv), base)
        body = ['_ = %s.self' % path]
        if d.type is not None:
            rhs = b.T(d.type.subst(selfmap))
            if nameable(rhs):
                body.append('let _: %s.Type = %s.self' % (type_text(rhs), path))
        return b.lines('probe_%d' % r.n, body)

    def strict_case(self, r, d, owner, base):
        env, recv, selfmap, ctx = self.member_env(owner, d)
        solve(env)
        b = ProbeBuilder(env)
        ot = str(b.T(recv))
        if d.payload:
            args = []
            for p in d.payload:
                e = b.sample(b.T(p.type.subst(selfmap)))
                args.append(e if p.label == '_' else '%s: %s' % (p.label, e))
            body = ['let _: %s = %s.%s(%s)' % (ot, ot, base, ', '.join(args))]
        else:
            body = ['let v: %s = .%s' % (ot, base),
                    'switch v { case .%s: break; default: break }' % base]
        return b.lines('probe_%d' % r.n, body)

    def strict_property(self, r, d, owner, base):
        if not owner:
            return None
        env, recv, selfmap, ctx = self.member_env(owner, d)
        if ctx is not None:
            # `.buttonStyle(.borderedProminent)`: found through the protocol in a generic context
            proto = '.'.join(owner)
            body = ['func use<C_: %s>(_ t: C_) -> C_ { t }' % proto, '_ = use(.%s)' % base]
            if nameable(d.type):
                body.append('let _: %s = use(.%s)' % (type_text(d.type.subst(selfmap)), base))
            return ['@MainActor func probe_%d() {' % r.n] + ['    ' + s for s in body] + ['}']
        solve(env)
        b = ProbeBuilder(env)
        ty = b.T(d.type.subst(selfmap))
        settable = ('set' in d.accessors) or (d.kw == 'var' and not d.accessors and not any(
            m.endswith('(set)') for m in d.mods))
        if d.static:
            target = '%s.%s' % (b.T(recv), base)
            if self.is_protocol(owner):
                b.receiver('SelfType')
        else:
            target = '%s.%s' % (b.receiver(b.T(recv)), base)
        body = []
        if 'async' in d.accessors:
            b.is_async = True
            target = 'await ' + target
        if 'throws' in d.accessors:
            body.append(('let _: %s? = try? %s' % (type_text(ty), target)) if nameable(ty) else '_ = try? ' + target)
            settable = False
        elif nameable(ty):
            body.append('let _: %s = %s' % (ty, target))
        else:
            body.append('_ = %s' % target)
        if settable and 'async' not in d.accessors:
            if d.static:
                body.append('let w = %s; %s = w' % (target, target))
            else:
                body.append('var y = x; let w = y.%s; y.%s = w' % (base, base))
        return b.lines('probe_%d' % r.n, body)

    def reduced_call_ok(self, r, d, owner, base, is_init):
        """Is the call without its defaulted arguments sure to name this overload alone?"""
        if not any(p.default is not None for p in d.params):
            return False
        kept = [p.label for p in d.params if p.default is None]
        gens = set(d.generics) | set(self.owner_gens(owner))
        kept_names = set()
        for p in d.params:
            if p.default is None:
                kept_names |= direct_names(p.type.ret if isinstance(p.type, Fn) else p.type)
        for p in d.params:
            if p.default is not None and ((p.type.names() & gens) - kept_names or 'some ' in str(p.type)):
                return False
        # an unlabelled argument would take the place of an omitted unlabelled parameter before it
        omitted_unlabelled = False
        for p in d.params:
            if p.default is not None and p.label == '_':
                omitted_unlabelled = True
            elif p.default is None and p.label == '_' and omitted_unlabelled:
                return False
        for other in self.overloads[('.'.join(owner), base, is_init)]:
            if other is r:
                continue
            od = self.decl_of(other)
            if od is None:
                return False
            if od.static != d.static:
                continue
            i, ok = 0, True
            for p in od.params:
                if i < len(kept) and p.label == kept[i]:
                    i += 1
                elif p.default is None and not p.variadic:
                    ok = False
                    break
            if ok and i == len(kept):
                return False
        return True

    def ret_check(self, d, selfmap, b, expr):
        """`let _: R = expr` when the declared result is a nameable type, else `_ = expr`."""
        if d.ret is None or is_void(d.ret):
            return '_ = ' + expr
        rt = b.T(d.ret.subst(selfmap))
        if not nameable(rt):
            return '_ = ' + expr
        if d.throws == 'throws':
            return 'let _: %s = %s' % (rt if isinstance(rt, Opt) else type_text(rt) + '?', expr)
        return 'let _: %s = %s' % (rt, expr)

    def prefix(self, d):
        return ('try? ' if d.throws == 'throws' else '') + ('await ' if d.is_async else '')

    def strict_func(self, r, d, owner, base):
        env, recv, selfmap, ctx = self.member_env(owner, d)
        params = self.prepare_params(env, d, selfmap)
        solve(env)
        b = ProbeBuilder(env)
        b.is_async = d.is_async
        pre = self.prefix(d)
        is_op = not re.match(r'^[A-Za-z_`]', base)
        body = []
        if is_op:
            vals = []
            for p in params:
                ty = b.T(p.type)
                if isinstance(ty, Inout):
                    s = sample_expr(ty.inner, b)
                    vals.append(b.fwd(ty.inner, inout=True) if s is None else '&' + b.var(s))
                else:
                    vals.append(b.sample(ty))
            if len(vals) == 2:
                if vals[0].startswith('&'):
                    body.append('%s %s %s' % (vals[0][1:], base, vals[1]))
                else:
                    body.append(self.ret_check(d, selfmap, b, '%s %s %s' % (vals[0], base, vals[1])))
            elif len(vals) == 1:
                body.append(self.ret_check(d, selfmap, b, '%s%s' % (base, vals[0])))
            else:
                return None
            return b.lines('probe_%d' % r.n, body)
        for skip in (False, True):
            if skip and not self.reduced_call_ok(r, d, owner, base, False):
                continue
            args = argument_list(params, b, skip_defaults=skip)
            if ctx is not None:
                if not skip:
                    body.append('func use<C_: %s>(_ t: C_) -> C_ { t }' % '.'.join(owner))
                body.append('_ = %suse(.%s(%s))' % (pre, base, args))
                if not skip and d.ret is not None and nameable(d.ret.subst(selfmap)):
                    body.append('let _: %s = %suse(.%s(%s))' % (type_text(b.T(d.ret.subst(selfmap))), pre, base, args))
                continue
            if recv is None:
                callee = base
            elif d.static:
                callee = '%s.%s' % (b.T(recv), base)
                if self.is_protocol(owner):
                    b.receiver('SelfType')
            else:
                x = b.receiver(b.T(recv))
                if d.mutating:
                    if 'var y = x' not in b.pre:
                        b.pre.insert(0, 'var y = x')
                    x = 'y'
                callee = '%s.%s' % (x, base)
            body.append(self.ret_check(d, selfmap, b, '%s%s(%s)' % (pre, callee, args)))
        return b.lines('probe_%d' % r.n, body)

    def strict_init(self, r, d, owner, base):
        if not owner:
            return None
        env, recv, selfmap, ctx = self.member_env(owner, d)
        params = self.prepare_params(env, d, selfmap)
        solve(env)
        b = ProbeBuilder(env)
        b.is_async = d.is_async
        pre = self.prefix(d)
        calls = []
        known = set()
        for skip in (False, True):
            if skip and not self.reduced_call_ok(r, d, owner, base, True):
                continue
            calls.append(argument_list(params, b, skip_defaults=skip, carried=None if skip else known))
        if self.is_protocol(owner):
            callee = 'SelfType'
            b.receiver('SelfType')
        else:
            # written as developers do (`Picker(...)`), the generic arguments inferred, unless one
            # of them is bound by nothing the arguments carry (`AppStorage<Bool?>("a")`)
            known &= set(env.gens)
            changed = True
            while changed:
                changed = False
                for q in env.reqs:
                    if q.op != '==':
                        continue
                    for a, c in ((q.lhs, q.rhs), (q.rhs, q.lhs)):
                        if is_generic_name(a, env.gens) and a.name not in known and (c.names() & known):
                            known.add(a.name)
                            changed = True
            if all(g in known for g in self.owner_gens(owner)):
                callee = '.'.join(owner)
            else:
                callee = str(b.T(recv))
        body = ['_ = %s%s(%s)' % (pre, callee, args) for args in calls]
        return b.lines('probe_%d' % r.n, body)

    def strict_subscript(self, r, d, owner, base, check_result=True, name=None):
        if not owner:
            return None
        env, recv, selfmap, ctx = self.member_env(owner, d)
        params = self.prepare_params(env, d, selfmap)
        solve(env)
        b = ProbeBuilder(env)
        args = argument_list(params, b, subscript=True)
        x = str(b.T(recv)) if d.static else b.receiver(b.T(recv))
        target = '%s[%s]' % (x, args)
        body = [self.ret_check(d, selfmap, b, target) if check_result else '_ = ' + target]
        if check_result and 'set' in d.accessors and not d.static:
            body.append('var y = x; let w = y[%s]; y[%s] = w' % (args, args))
        return b.lines(name or 'probe_%d' % r.n, body)

    def strict_macro(self, r, d, owner, base):
        n = r.n
        if base == 'Preview' and len(d.params) == 2:
            return ['#Preview("a") { Text("a") }']
        if base == 'Preview':
            return ['#Preview("a", traits: .sizeThatFitsLayout) { Text("a") }']
        if base == 'Entry':
            return ['extension EnvironmentValues { @Entry var probeEntry%d: Int = 1 }' % n]
        if base == 'Previewable':
            return ['#Preview { @Previewable @State var value%d = 1; Text("\\(value%d)") }' % (n, n)]
        if base == 'Animatable':
            return ['@Animatable struct ProbeAnimatable%d: Shape { var width: CGFloat; var angle: Angle; '
                    'func path(in rect: CGRect) -> Path { Path(rect) } }' % n]
        if base == 'AnimatableIgnored':
            return ['@Animatable struct ProbeIgnored%d: Shape { var width: CGFloat; @AnimatableIgnored var isOn = true; '
                    'func path(in rect: CGRect) -> Path { Path(rect) } }' % n]
        return None

    # ---- loose probes

    def loose(self, r, d, owner, base, labels):
        k = r.kind
        name = 'probe_%d_name' % r.n
        own = '.'.join(owner)
        proto = self.is_protocol(owner)
        # an unapplied reference names the labels; without parameters it is the bare name
        lab = '' if not labels else '(' + ''.join(l + ':' for l in labels) + ')'
        static = d.static if d is not None else bool(re.search(r'\b(static|class) func\b', r.signature))
        ctx = self.context_type(d, owner) if d is not None else None

        def plain(stmt):
            return ['@MainActor func %s() { %s }' % (name, stmt)]

        def on_self(stmt):
            return ['@MainActor func %s<SelfType: %s>(_ x: SelfType) { %s }' % (name, own, stmt)]

        def on_receiver(member):
            # the owner with its generic parameters mirrored and the extension's requirements
            env = Env()
            if proto:
                env.add(['SelfType'], [Req(Name('SelfType'), ':', [parse_type(own)])])
                t, selfmap = Name('SelfType'), {'Self': Name('SelfType')}
            else:
                t = self.owner_type(owner, env)
                selfmap = {'Self': t}
            if d is not None:
                env.add([], [q.subst(selfmap) for q in d.ext_where])
            solve(env, never_sample=env.gens)
            b = ProbeBuilder(env)
            b.receiver(b.T(t))
            return [b.header(name) + ' { _ = x.%s }' % member]

        if k == 'macro' or not re.match(r'^[A-Za-z_`]', base):
            return None
        if k == 'type':
            return plain('_ = %s.self' % r.symbol)
        if k == 'protocol':
            return ['@MainActor func %s<SelfType: %s>(_ x: SelfType) { }' % (name, r.symbol)]
        if k in ('associatedtype', 'typealias'):
            return on_self('_ = SelfType.%s.self' % base) if proto else plain('_ = %s.self' % r.symbol)
        if k == 'function':
            return plain('_ = %s%s' % (base, lab))
        if k == 'case':
            return plain('_ = %s.%s' % (own, base))
        if k == 'init':
            return on_self('_ = SelfType.init%s' % lab) if proto else plain('_ = %s.init%s' % (own, lab))
        if k == 'subscript':
            return self.strict_subscript(r, d, owner, base, check_result=False, name=name) if d else None
        member = base + (lab if k != 'property' else '')
        if ctx is not None:
            if isinstance(ctx, Name) and ctx.args and (ctx.names() & set(d.generics)):
                ctx = Name(ctx.name, None, ctx.base)    # generic in the member's own parameters
            return plain('_ = %s.%s' % (type_text(ctx), member))
        if static:
            return on_self('_ = SelfType.%s' % member) if proto else plain('_ = %s.%s' % (own, member))
        if not owner:
            return plain('_ = %s' % member)
        return on_receiver(member)


# --------------------------------------------------------------------------
# files

def family_file(family):
    return 'Probes_%s.swift' % re.sub(r'[^A-Za-z0-9]+', '_', family).strip('_')


def generate(rows, outdir, unavailable=()):
    """Write the probe files and manifest.json into outdir; return the manifest."""
    configure(unavailable)
    gen = Generator(rows)
    os.makedirs(outdir, exist_ok=True)
    by_family = collections.OrderedDict()
    for r in rows:
        by_family.setdefault(r.family, []).append(r)
    manifest = {'prelude': 'Prelude.swift', 'files': [], 'probes': [], 'unavailable_samples': sorted(unavailable)}
    with open(os.path.join(outdir, 'Prelude.swift'), 'w', encoding='utf-8', newline='\n') as f:
        f.write(PRELUDE)
    for family in sorted(by_family):
        fname = family_file(family)
        probes = [(r, gen.probes_for(r)) for r in by_family[family]]
        text = '\n'.join(line for _, pair in probes for body in pair if body for line in body)
        lines = ['// Generated by Tests/APICoverage/make_probes.py: family %s.' % family,
                 '// probe_N is row N of the TSV; manifest.json holds each probe\'s line range.',
                 'import SwiftUI'] + framework_imports(text) + ['']
        for r, (strict, loose) in probes:
            for kind, body in (('strict', strict), ('loose', loose)):
                if not body:
                    continue
                first = len(lines) + 1
                lines.extend(body)
                manifest['probes'].append({'row': r.n, 'kind': kind, 'file': fname,
                                           'first': first, 'last': len(lines)})
        with open(os.path.join(outdir, fname), 'w', encoding='utf-8', newline='\n') as f:
            f.write('\n'.join(lines) + '\n')
        manifest['files'].append({'family': family, 'file': fname})
    with open(os.path.join(outdir, 'manifest.json'), 'w', encoding='utf-8', newline='\n') as f:
        json.dump(manifest, f, indent=0, sort_keys=True)
        f.write('\n')
    return manifest


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('-o', '--output', required=True, help='folder for the probe files')
    ap.add_argument('--tsv', default=TSV)
    args = ap.parse_args()
    rows = load_rows(args.tsv)
    m = generate(rows, args.output)
    strict = sum(1 for p in m['probes'] if p['kind'] == 'strict')
    loose = sum(1 for p in m['probes'] if p['kind'] == 'loose')
    sys.stderr.write('%d symbols, %d strict probes, %d loose probes, %d files in %s\n'
                     % (len(rows), strict, loose, len(m['files']), args.output))


if __name__ == '__main__':
    main()
