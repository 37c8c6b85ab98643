#!/usr/bin/env python3
"""Count the SwiftUI call shapes that real public SwiftUI code uses most.

The output feeds an "idiom suite": a generated Swift file that type-checks each
frequent shape against this project's `SwiftUI` module, so that overload
ambiguities (``Rectangle().overlay(Color.red)`` -> "ambiguous use of
'overlay'") show up before a user's file hits them.  Only counts and shape
templates (abstractions of calls) are written; no corpus code is copied.

Usage
-----
Count (Python 3 standard library only; deterministic output)::

    python3 Tests/Idioms/count_shapes.py --corpus-list Tests/Idioms/corpus.tsv \\
        /tmp/corpus/OWNER+NAME ...          # one folder per corpus repository

    # or: every sub-folder of a root
    python3 Tests/Idioms/count_shapes.py --corpus-list Tests/Idioms/corpus.tsv \\
        --corpus-root /tmp/corpus

writes ``shapes.tsv`` and ``corpus.tsv`` next to this script (``--out-dir`` to
change).  A folder's repository is its name with the first ``+`` read as ``/``
(``Dimillian+IceCubesApp`` -> ``Dimillian/IceCubesApp``); its commit comes from
``--corpus-list`` (or a ``.corpus-commit`` file in the folder, which
``--rebuild`` writes).

Rebuild the corpus (``--rebuild``)::

    python3 Tests/Idioms/count_shapes.py --rebuild /tmp/corpus \\
        --corpus-list Tests/Idioms/corpus.tsv [--mirror-root DIR]

For every ``repository``/``commit`` row of corpus.tsv it writes the ``.swift``
files of that commit into ``/tmp/corpus/OWNER+NAME/`` (plus a
``.corpus-commit`` file).  The blobs are read with git from
``DIR/OWNER+NAME/repo`` (a bare git dir, e.g. a local mirror) when that holds
the commit, else from ``DIR/OWNER+NAME`` / ``DIR/OWNER+NAME.git``, else the
repository is cloned from ``https://github.com/OWNER/NAME`` (needs network
access; ``git clone --filter=blob:none`` then the commit is checked out by
sha).  Then run the counting command above on the rebuilt folder.

Inputs and scope
----------------
* Files: ``*.swift`` files that ``import SwiftUI`` (any attribute prefix such
  as ``@preconcurrency``).  Byte-identical files (tutorial repositories ship
  the same file in "starter" and "final" folders) are counted once: the first
  in (repository, path) order.  Folders named ``.build``, ``Pods``,
  ``Carthage``, ``checkouts`` and ``DerivedData`` are skipped.
* API: ``Tests/APICoverage/swiftui-ios18.tsv`` (family, symbol, kind,
  signature, introduced, deprecated).  A call counts only if its name and
  argument labels match a symbol there (default-valued parameters may be
  omitted; trailing closures are matched the Swift 5.3 forward-scan way), so
  user extensions like ``Color(hex:)`` or a custom ``.cardStyle()`` are left
  out.

Shapes
------
(a) modifier / method calls ``RECEIVER.name(args) {trailing}``.  RECEIVER is
    the canonical constructor when the call is applied directly to a
    constructor expression of a SwiftUI type (``Circle()``, ``Text(<str>)``,
    ``Image(systemName: <str>)``, ``Color.red``, ``Font.system(size: <int>)``);
    otherwise ``<view>`` when a ``View`` modifier matches (``<scene>`` for a
    ``Scene`` modifier).  When the receiver is a chain whose static type the
    script could follow from the TSV's return types (``Image(..).resizable()``
    is an ``Image``) and the method does not exist on ``View`` at all, the
    receiver is that type's name lowercased in angle brackets (``<image>``,
    ``<text>``, ``<color>``, ``<animation>`` ...) or, for a protocol's method,
    the protocol's (``<shape>``, ``<gesture>``, ``<scene>``), e.g.
    ``<image>.renderingMode(.template)``, so every shape stays well-typed once
    the placeholder is replaced by a value of that type.  Methods on a receiver of unknown type (a variable) count only if
    they are ``View``/``Scene`` modifiers.
(b) constructor calls of SwiftUI types ``Name(args) {trailing}`` (``Text``,
    ``VStack``, ``Button``, ``ForEach``, ``Color(red:green:blue:)`` ...), static
    factory calls ``Type.name(args)`` (``Font.system(size: <int>)``,
    ``Animation.easeInOut(duration: <float>)``), and the global functions
    ``withAnimation`` / ``withTransaction``.  ``Name() {...}`` is written
    ``Name {...}``.

Every call is counted where it occurs, nested ones too: ``.background(
RoundedRectangle(cornerRadius: 8).fill(.white))`` counts the modifier, the
``fill`` call and the ``RoundedRectangle`` constructor.

Argument templates (valid Swift once placeholders are replaced):

* ``<int>``, ``<float>`` (also negative and literal-only arithmetic),
  ``<str>`` (no interpolation), ``<istr>`` (interpolated); ``true``, ``false``,
  ``nil`` kept;
* implicit members kept with their arguments canonicalized
  (``.system(size: <int>, weight: .bold)``, ``.red.opacity(<float>)``) when
  the first name exists in the TSV (checked against the parameter's type when
  that is a concrete SwiftUI type), else ``<id>``;
* type-qualified members and constructor calls of SwiftUI types kept
  (``Color.black.opacity(<float>)``, ``Edge.Set.all``,
  ``RoundedRectangle(cornerRadius: <int>)``); also of a few CoreGraphics /
  Swift value types (``CGSize(width: <int>, height: <int>)``,
  ``CGFloat.infinity``);
* ``$name`` -> ``<binding>``; ``\\.path`` -> ``<keypath>``; anything else with
  a non-literal identifier (variables, properties, user functions and types,
  ``$0``, ternaries, casts) -> ``<id>``; ranges keep their bounds
  (``<int>..<<id>>``); array literals keep their elements
  (``[.top, .bottom]``);
* closures -> ``{<N>: view}`` when the body starts with a view-like
  expression (a SwiftUI or capitalized call / identifier, ``ForEach``, an
  ``if``/``switch`` whose first branch does), ``{<N>: stmt}`` otherwise,
  ``{<N>: empty}`` when empty; N = number of closure parameters (``a, b in``,
  ``(a, b) in``, ``_ in``, or the highest ``$k`` used + 1);
* several trailing closures keep their labels (``Button {<0>: stmt} label:
  {<0>: view}``).

Robustness: comments are stripped; strings (multi-line, raw, nested
interpolation) are single tokens; ``#if`` keeps its first branch only;
brackets are matched up front.  A file whose brackets do not balance is
skipped whole, an expression that cannot be parsed is skipped (its inner
closures are still scanned); shapes that would contain an unparsed argument
are dropped.  All skips are counted and printed on stderr.

Outputs
-------
``shapes.tsv``: ``shape``, ``files`` (files it occurs in), ``count``
(occurrences), ``repos`` (corpus repositories it occurs in) -- the shapes with
count >= 2, at most the top 6,000, sorted by count descending then shape.  ``corpus.tsv``: ``repository``, ``commit``, ``swiftui_files`` (its
``.swift`` files that import SwiftUI), ``calls_counted`` (shape occurrences
counted in it), ``files_scanned`` (SwiftUI files left after de-duplication
and parsing).
"""

import argparse
import hashlib
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TSV = os.path.normpath(os.path.join(HERE, '..', 'APICoverage', 'swiftui-ios18.tsv'))

# --------------------------------------------------------------------------
# Tokenizer
# --------------------------------------------------------------------------

OP_CHARS = set('/=-+!*%<>&|^~?')
PUNCT = set('(){}[],;:')
IDENT_RE = re.compile(r'[^\W\d]\w*')
NUM_RE = re.compile(r'0x[0-9a-fA-F_]+(?:\.[0-9a-fA-F_]+)?(?:[pP][+-]?[0-9_]+)?|0b[01_]+|0o[0-7_]+|'
                    r'[0-9][0-9_]*(?:\.[0-9][0-9_]*)?(?:[eE][+-]?[0-9_]+)?')
DIRECTIVES = ('if', 'elseif', 'else', 'endif', 'sourceLocation', 'warning', 'error')


class Tok:
    __slots__ = ('k', 'v', 'sp', 'nl', 'interp')

    def __init__(self, k, v, sp, nl, interp=False):
        self.k = k        # id, num, str, op, p (punct), dot, dollar, attr, pound, bslash
        self.v = v
        self.sp = sp      # whitespace / comment / line break before
        self.nl = nl      # line break before
        self.interp = interp

    def __repr__(self):
        return '%s:%r' % (self.k, self.v)


class LexError(Exception):
    pass


def _skip_string(s, i, n):
    """s[i] starts a string literal (maybe with leading #s). Return (end, interpolated)."""
    hashes = 0
    while i < n and s[i] == '#':
        hashes += 1
        i += 1
    if s.startswith('"""', i):
        close = '"""' + '#' * hashes
        i += 3
        multi = True
    else:
        close = '"' + '#' * hashes
        i += 1
        multi = False
    esc = '\\' + '#' * hashes
    interp = False
    while i < n:
        c = s[i]
        if s.startswith(esc, i):
            j = i + len(esc)
            if j < n and s[j] == '(':
                interp = True
                i = _skip_interp(s, j + 1, n)
                continue
            i = j + 1
            continue
        if s.startswith(close, i):
            return i + len(close), interp
        if c == '\n' and not multi:
            raise LexError('newline in string')
        i += 1
    raise LexError('unterminated string')


def _skip_interp(s, i, n):
    depth = 1
    while i < n:
        c = s[i]
        if c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                return i + 1
        elif c == '"' or (c == '#' and i + 1 < n and s[i + 1] in '#"'):
            i, _ = _skip_string(s, i, n)
            continue
        elif s.startswith('//', i):
            j = s.find('\n', i)
            i = n if j < 0 else j
            continue
        i += 1
    raise LexError('unterminated interpolation')


def tokenize(s):
    toks = []
    n = len(s)
    i = 0
    sp = True
    nl = True
    cond = []          # #if stack: True while the current branch is kept
    active = True
    line_start = True
    while i < n:
        c = s[i]
        if c == '\n':
            sp = nl = line_start = True
            i += 1
            continue
        if c in ' \t\r\f\v\ufeff':
            sp = True
            i += 1
            continue
        if s.startswith('//', i):
            j = s.find('\n', i)
            i = n if j < 0 else j
            sp = True
            continue
        if s.startswith('/*', i):
            depth = 0
            while i < n:
                if s.startswith('/*', i):
                    depth += 1
                    i += 2
                elif s.startswith('*/', i):
                    depth -= 1
                    i += 2
                    if depth == 0:
                        break
                else:
                    if s[i] == '\n':
                        nl = True
                    i += 1
            sp = True
            continue
        if c == '#' and line_start:
            m = IDENT_RE.match(s, i + 1)
            if m and m.group(0) in DIRECTIVES:
                d = m.group(0)
                if d == 'if':
                    cond.append(True)
                elif d in ('elseif', 'else'):
                    if cond:
                        cond[-1] = False
                elif d == 'endif':
                    if cond:
                        cond.pop()
                active = all(cond)
                j = s.find('\n', i)
                i = n if j < 0 else j
                continue
        line_start = False
        start_sp, start_nl = sp, nl
        sp = nl = False
        if c == '"' or (c == '#' and i + 1 < n and s[i + 1] in '#"' and
                        re.match(r'#+"', s[i:i + 8])):
            j, interp = _skip_string(s, i, n)
            if active:
                toks.append(Tok('str', s[i:j] if interp else '""', start_sp, start_nl, interp))
            i = j
            continue
        if '0' <= c <= '9':
            m = NUM_RE.match(s, i)
            j = m.end()
            if active:
                toks.append(Tok('num', m.group(0), start_sp, start_nl))
            i = j
            continue
        if c == '`':
            j = s.find('`', i + 1)
            if j < 0 or '\n' in s[i:j]:
                raise LexError('backtick')
            if active:
                toks.append(Tok('id', s[i + 1:j], start_sp, start_nl, True))   # interp flag = escaped name
            i = j + 1
            continue
        m = IDENT_RE.match(s, i)
        if m:
            if active:
                toks.append(Tok('id', m.group(0), start_sp, start_nl))
            i = m.end()
            continue
        if c == '$':
            m = re.compile(r'\$\w+').match(s, i)
            if m:
                if active:
                    toks.append(Tok('dollar', m.group(0), start_sp, start_nl))
                i = m.end()
                continue
        if c == '@':
            m = IDENT_RE.match(s, i + 1)
            if m:
                if active:
                    toks.append(Tok('attr', m.group(0), start_sp, start_nl))
                i = m.end()
                continue
        if c == '#':
            m = IDENT_RE.match(s, i + 1)
            if m:
                if active:
                    toks.append(Tok('pound', '#' + m.group(0), start_sp, start_nl))
                i = m.end()
                continue
        if c == '\\':
            if active:
                toks.append(Tok('bslash', '\\', start_sp, start_nl))
            i += 1
            continue
        if c in PUNCT:
            if active:
                toks.append(Tok('p', c, start_sp, start_nl))
            i += 1
            continue
        if c == '.':
            if s.startswith('...', i) or s.startswith('..<', i):
                if active:
                    toks.append(Tok('op', s[i:i + 3], start_sp, start_nl))
                i += 3
                continue
            if active:
                toks.append(Tok('dot', '.', start_sp, start_nl))
            i += 1
            continue
        if c in OP_CHARS:
            j = i
            while j < n and s[j] in OP_CHARS and not s.startswith('//', j) and not s.startswith('/*', j):
                j += 1
            if j == i:
                j = i + 1
            if active:
                toks.append(Tok('op', s[i:j], start_sp, start_nl))
            i = j
            continue
        # anything else (unicode symbols, stray characters): skip
        i += 1
        sp = True
    return toks


def match_brackets(toks):
    """Index of the matching bracket for each ( [ { and ) ] }; None if unbalanced."""
    match = [-1] * len(toks)
    stack = []
    pairs = {')': '(', ']': '[', '}': '{'}
    for i, t in enumerate(toks):
        if t.k != 'p':
            continue
        if t.v in '([{':
            stack.append(i)
        elif t.v in ')]}':
            if not stack or toks[stack[-1]].v != pairs[t.v]:
                return None
            j = stack.pop()
            match[i] = j
            match[j] = i
    if stack:
        return None
    return match


# --------------------------------------------------------------------------
# API model from the TSV
# --------------------------------------------------------------------------

STD_TYPES = {'CGFloat', 'CGSize', 'CGPoint', 'CGRect', 'CGVector', 'Double', 'Float', 'Int',
             'String', 'Bool', 'Date', 'URL', 'TimeInterval', 'UUID'}
STD_MEMBERS = {'infinity', 'zero', 'pi', 'greatestFiniteMagnitude', 'leastNormalMagnitude',
               'leastNonzeroMagnitude', 'now', 'distantFuture', 'distantPast', 'init', 'random',
               'max', 'min', 'some', 'none', 'nan', 'ulpOfOne', 'identity', 'null'}
EXTRA_VIEWS = {'Text', 'Image', 'Color', 'Spacer', 'Path', 'AnyShape', 'EmptyView', 'AnyView',
               'Divider', 'ForEach', 'Group', 'Section', 'ProgressView', 'Label', 'LinearGradient',
               'RadialGradient', 'AngularGradient', 'EllipticalGradient', 'MeshGradient'}
SHAPE_PROTOCOLS = ('Shape', 'InsettableShape')


class Param:
    __slots__ = ('label', 'typ', 'default', 'func', 'variadic', 'view')

    def __init__(self, label, typ, default, func, variadic, view=None):
        self.label, self.typ, self.default, self.func, self.variadic = label, typ, default, func, variadic
        self.view = view   # for a closure parameter: True if it builds views, False if an action


def split_top(s, sep=','):
    out, depth, cur = [], 0, []
    i = 0
    while i < len(s):
        c = s[i]
        if c in '([{<':
            depth += 1
        elif c in ')]}>':
            if not (c == '>' and i > 0 and s[i - 1] == '-'):
                depth -= 1
        if c == sep and depth == 0:
            out.append(''.join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    if cur or out:
        out.append(''.join(cur))
    return out


def _balanced_end(s, i, open_c, close_c):
    depth = 0
    while i < len(s):
        c = s[i]
        if c == open_c:
            depth += 1
        elif c == close_c and not (close_c == '>' and i > 0 and s[i - 1] == '-'):
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return -1


ATTR_RE = re.compile(r'@\w+(<[^>]*>)?(\([^)]*\))?\s*')


def parse_params(sig, base, labels):
    """Parameters of a func/init signature; falls back to the symbol's labels."""
    if base == 'init':
        m = re.search(r'\binit[?!]?\s*(<)?', sig)
    else:
        m = re.search(r'\bfunc\s+' + re.escape(base) + r'\s*(<)?', sig)
        if not m:
            m = re.search(r'\bmacro\s+' + re.escape(base) + r'\s*(<)?', sig)
    fallback = [Param(l, '', False, False, False) for l in labels]
    if not m:
        return fallback, ''
    i = m.end()
    if m.group(1):
        i = _balanced_end(sig, m.start(1), '<', '>') + 1
        if i <= 0:
            return fallback, ''
    while i < len(sig) and sig[i] == ' ':
        i += 1
    if i >= len(sig) or sig[i] != '(':
        return fallback, ''
    j = _balanced_end(sig, i, '(', ')')
    if j < 0:
        return fallback, ''
    inner = sig[i + 1:j]
    rest = sig[j + 1:]
    ret = ''
    rm = re.search(r'->\s*(.*)', rest)
    if rm:
        ret = re.split(r'\s+where\s+|\s*/\*', rm.group(1))[0].strip()
    params = []
    for part in split_top(inner):
        part = part.strip()
        if not part:
            continue
        if ':' not in part:
            return fallback, ret
        head, _, typ = part.partition(':')
        words = ATTR_RE.sub('', head).split()
        if not words:
            return fallback, ret
        label = words[0]
        default = False
        tparts = split_top(typ, '=')
        if len(tparts) > 1:
            default = True
        typ = tparts[0].strip()
        typ_clean = ATTR_RE.sub('', typ).replace('sending ', '').replace('inout ', '').strip()
        variadic = typ_clean.endswith('...')
        func = '->' in typ_clean
        view = None
        if func:
            cret = typ_clean.rsplit('->', 1)[1].strip().rstrip(')?').strip()
            builder = re.search(r'@\w*(ViewBuilder|ContentBuilder|SceneBuilder|RowBuilder|ColumnBuilder|'
                                r'CommandsBuilder|TabContentBuilder)\b', part)
            view = bool(builder) or cret in ('some View', 'AnyView', 'any View') or bool(
                re.search(r'\b' + re.escape(cret) + r'\s*:\s*View\b', sig))
        params.append(Param(label, typ_clean, default, func, variadic, view))
    if len(params) != len(labels) or any(p.label != l for p, l in zip(params, labels)):
        return fallback, ret
    return params, ret


class Overload:
    __slots__ = ('params', 'ret', 'static', 'sig')

    def __init__(self, params, ret, static, sig):
        self.params, self.ret, self.static, self.sig = params, ret, static, sig


class API:
    def __init__(self, tsv_path):
        self.types = set()
        self.type_sig = {}
        self.inits = defaultdict(list)           # T -> [Overload]
        self.methods = defaultdict(list)         # (owner, name) -> [Overload]
        self.props = {}                          # (owner, name) -> type string
        self.funcs = defaultdict(list)           # global function name -> [Overload]
        self.member_names = set()
        self.static_members = defaultdict(set)   # owner -> names usable as implicit members
        with open(tsv_path, encoding='utf-8') as f:
            header = f.readline()
            for line in f:
                cols = line.rstrip('\n').split('\t')
                if len(cols) < 4:
                    continue
                _fam, sym, kind, sig = cols[:4]
                self._add(sym, kind, sig)
        # conformances and classes
        self.conf = {}
        for t, sig in self.type_sig.items():
            m = re.search(r'\b(?:struct|class|enum|protocol|actor)\s+\w+(?:<[^>]*>)?\s*:\s*([^{]*?)(?:\s+where\b|$)', sig)
            confs = []
            if m:
                confs = [c.strip().split('<')[0].replace('@unchecked ', '').strip() for c in m.group(1).split(',')]
            self.conf[t] = confs
        self.viewish = set()
        for t in self.types:
            confs = self.conf.get(t, [])
            if t in EXTRA_VIEWS or any(c in ('View', 'Shape', 'InsettableShape') for c in confs):
                self.viewish.add(t)
            elif any('@ViewBuilder' in o.sig for o in self.inits.get(t, [])):
                self.viewish.add(t)
        self.shapes = {t for t in self.types if t in ('Path', 'AnyShape') or
                       any(c in SHAPE_PROTOCOLS for c in self.conf.get(t, []))}
        self.scenes = {t for t in self.types if 'Scene' in self.conf.get(t, [])}

    def _add(self, sym, kind, sig):
        if kind in ('type', 'protocol', 'typealias', 'associatedtype'):
            self.types.add(sym)
            if kind in ('type', 'protocol'):
                self.type_sig[sym] = sig
            return
        if '(' in sym:
            head, _, lab = sym.partition('(')
            labels = [l for l in lab.rstrip(')').split(':') if l != '']
        else:
            head, labels = sym, None
        if '.' in head:
            owner, name = head.rsplit('.', 1)
        else:
            owner, name = None, head
        static = kind in ('case',) or bool(re.search(r'\bstatic\b|\bclass\s+(?:func|var|let)', sig))
        if kind in ('init',):
            if owner is None:
                return
            params, ret = parse_params(sig, 'init', labels or [])
            self.inits[owner].append(Overload(params, ret, True, sig))
            self.member_names.add('init')
            return
        if kind in ('method', 'modifier', 'function', 'macro', 'subscript'):
            if labels is None or kind == 'subscript':
                return
            params, ret = parse_params(sig, name, labels)
            ov = Overload(params, ret, static, sig)
            if owner is None:
                self.funcs[name].append(ov)
            else:
                self.methods[(owner, name)].append(ov)
                self.member_names.add(name)
                if static:
                    self.static_members[owner].add(name)
            return
        if kind in ('property', 'case'):
            if owner is None:
                return
            m = re.search(r'\b' + re.escape(name) + r'\s*:\s*([^{=]+)', sig)
            ptype = m.group(1).strip() if m else (owner if kind == 'case' else '')
            ptype = re.split(r'\s*/\*', ptype)[0].strip()
            self.props[(owner, name)] = ptype
            self.member_names.add(name)
            if static:
                self.static_members[owner].add(name)

    # -- helpers ------------------------------------------------------------
    def owners(self, t):
        out = [t]
        for c in self.conf.get(t, []):
            if c in self.types and c not in out:
                out.append(c)
        if t in self.shapes or t in SHAPE_PROTOCOLS:
            for c in SHAPE_PROTOCOLS:
                if c not in out:
                    out.append(c)
        if t in ('Color', 'LinearGradient', 'RadialGradient', 'AngularGradient', 'Material') and 'ShapeStyle' not in out:
            out.append('ShapeStyle')
        if (t in self.viewish or t in self.shapes or t in SHAPE_PROTOCOLS) and 'View' not in out:
            out.append('View')
        if t in self.scenes and 'Scene' not in out:
            out.append('Scene')
        return out

    def norm_type(self, ret, owner, recv):
        """Class of a return / property type string: a SwiftUI type name, 'View', 'Shape', ..."""
        r = ret.strip()
        if not r:
            return owner if owner in ('View', 'Scene', 'Gesture') else None
        r = re.sub(r'^(some|any)\s+', '', r)
        r = r.rstrip('?!')
        if r == 'Self':
            return recv
        base = r.split('<')[0].strip()
        if base in SHAPE_PROTOCOLS:
            return 'Shape'
        if base in self.types and not base.startswith('_'):
            return base
        if owner in ('View', 'Shape', 'InsettableShape'):
            return 'View'
        if owner in ('Scene', 'Gesture'):
            return owner
        return None


# --------------------------------------------------------------------------
# Label matching
# --------------------------------------------------------------------------

def match_labels(params, labels, trailing):
    """Return the list of matched params for each plain argument, or None."""
    n = len(params)
    used = [False] * n
    p = 0
    assign = []
    last_var = -1
    for lab in labels:
        if last_var >= 0 and lab == '_' and params[last_var].label == '_' and p == last_var + 1:
            assign.append(params[last_var])
            continue
        while p < n and params[p].label != lab:
            if params[p].default or params[p].variadic:
                p += 1
            else:
                return None
        if p >= n:
            return None
        used[p] = True
        assign.append(params[p])
        last_var = p if params[p].variadic else -1
        p += 1
    tassign = []
    if trailing:
        labelled = set(l for l in trailing[1:])
        first = True
        for lab in trailing:
            if first:
                first = False
                found = False
                while p < n:
                    pr = params[p]
                    if pr.func:
                        later_required = any(params[q].func and not params[q].default and
                                             params[q].label not in labelled for q in range(p + 1, n))
                        if pr.default and later_required:
                            p += 1
                            continue
                        found = True
                        break
                    if pr.default or pr.variadic:
                        p += 1
                        continue
                    return None
                if not found:
                    return None
                used[p] = True
                tassign.append(params[p])
                p += 1
            else:
                while p < n and params[p].label != lab:
                    if params[p].default or params[p].variadic:
                        p += 1
                    else:
                        return None
                if p >= n:
                    return None
                used[p] = True
                tassign.append(params[p])
                p += 1
    for q in range(p, n):
        if not (params[q].default or params[q].variadic):
            return None
    return assign, tassign


# --------------------------------------------------------------------------
# Parser (expressions over tokens) and evaluator (canonical text + emission)
# --------------------------------------------------------------------------

STMT_KW = {'let', 'var', 'func', 'init', 'deinit', 'subscript', 'struct', 'class', 'enum', 'extension',
           'protocol', 'actor', 'typealias', 'import', 'return', 'if', 'else', 'guard', 'while', 'for',
           'repeat', 'switch', 'case', 'default', 'break', 'continue', 'fallthrough', 'throw', 'do',
           'catch', 'defer', 'where', 'in', 'is', 'as', 'static', 'private', 'fileprivate', 'internal',
           'public', 'open', 'final', 'override', 'mutating', 'nonmutating', 'lazy', 'weak', 'unowned',
           'convenience', 'required', 'dynamic', 'indirect', 'nonisolated', 'operator', 'precedencegroup',
           'prefix', 'postfix', 'infix', 'associatedtype', 'macro', 'some', 'any', 'inout', 'throws',
           'rethrows', 'async', 'package', 'consuming', 'borrowing', 'then'}
EXPR_KW = {'self', 'Self', 'super', 'true', 'false', 'nil', 'try', 'await'}
DECL_BODY_KW = {'struct', 'class', 'enum', 'extension', 'protocol', 'actor'}
COND_KW = {'if', 'guard', 'while', 'switch', 'for', 'catch'}
NONVIEW_CAPS = {'Task', 'DispatchQueue', 'UIApplication', 'NSApplication', 'NSApp', 'UIPasteboard',
                'NSPasteboard', 'UserDefaults', 'NotificationCenter', 'Timer', 'URLSession', 'Logger',
                'UIImpactFeedbackGenerator', 'UINotificationFeedbackGenerator', 'UISelectionFeedbackGenerator',
                'NSWorkspace', 'UIDevice', 'FileManager', 'Bundle', 'Analytics', 'Self', 'UIAccessibility',
                'AccessibilityNotification', 'WidgetCenter', 'Haptics', 'HapticManager', 'NSCursor',
                'DispatchGroup', 'Thread', 'RunLoop', 'MainActor', 'Swift', 'Foundation', 'AppState',
                'Log', 'os_log', 'CATransaction', 'UIView', 'NSAnimationContext', 'SKStoreReviewController'}


class ParseError(Exception):
    pass


# node kinds (tuples): ('lit', placeholder) ('name', n) ('implicit', n) ('dollar', v) ('keypath',)
# ('closure', start, end) ('paren', args) ('array', elems) ('dict', elems) ('opaque',)
# ('chain', root, ops) ('bin', operands, ops) ('tern', c, a, b) ('prefix', op, e) ('cast', e)
# ('unparsed', s, e).   args: list of (label, node) ; ops: ('mem', name) ('call', args|None, trailing)
# ('sub', args) ('post', '?'|'!') ('gen', ok, text)


class FileAnalyzer:
    def __init__(self, api, toks, match, stats, shadow=frozenset()):
        self.api = api
        self.shadow = shadow     # SwiftUI type names the repository redeclares at top level
        self.t = toks
        self.m = match
        self.stats = stats
        self.shapes = Counter()
        self.depth = 0

    # -- small helpers --------------------------------------------------------
    def is_p(self, i, v):
        return i < len(self.t) and self.t[i].k == 'p' and self.t[i].v == v

    def can_start(self, i, end):
        if i >= end:
            return False
        t = self.t[i]
        k = t.k
        if k == 'id':
            return t.interp or t.v not in STMT_KW or t.v in EXPR_KW
        if k in ('num', 'str', 'dollar', 'bslash', 'pound'):
            return True
        if k == 'dot':
            return i + 1 < end and self.t[i + 1].k in ('id', 'num')
        if k == 'p':
            return t.v in '([{'
        if k == 'op':
            return t.v in ('-', '!', '&', '~', '+', '...', '..<') and i + 1 < end and not self.t[i + 1].sp
        return False

    # -- statement scanner ------------------------------------------------------
    def scan(self, i, end):
        t = self.t
        while i < end:
            tk = t[i]
            k, v = tk.k, tk.v
            if k == 'attr':
                i += 1
                if i < end and self.is_p(i, '(') and not t[i].sp:
                    i = self.m[i] + 1
                continue
            if k == 'id' and not tk.interp and v in STMT_KW and v not in EXPR_KW:
                if v in DECL_BODY_KW:
                    i += 1
                    while i < end and not self.is_p(i, '{'):
                        if t[i].k == 'p' and t[i].v in '([' :
                            i = self.m[i]
                        i += 1
                    i += 1
                    continue
                if v in ('func', 'init', 'subscript', 'deinit') and not (i > 0 and t[i - 1].k == 'dot'):
                    i = self.skip_func_sig(i + 1, end)
                    continue
                if v in ('var', 'let'):
                    i += 1
                    if i < end and t[i].k == 'id':
                        i += 1
                    elif i < end and self.is_p(i, '('):
                        i = self.m[i] + 1
                    if i < end and self.is_p(i, ':'):
                        i = self.skip_type(i + 1, end)
                    continue
                if v == 'typealias':
                    i += 1
                    while i < end and not (t[i].k == 'op' and t[i].v == '='):
                        i += 1
                    i = self.skip_type(i + 1, end)
                    continue
                if v == 'import':
                    i += 1
                    while i < end and not t[i].nl:
                        i += 1
                    continue
                if v in COND_KW:
                    i = self.scan_condition(i + 1, end, v)
                    continue
                if v in ('as', 'is'):
                    i += 1
                    if i < end and t[i].k == 'op' and t[i].v in ('?', '!'):
                        i += 1
                    i = self.skip_type(i, end)
                    continue
                i += 1
                continue
            if k == 'p' and v in '{}':
                i += 1
                continue
            if self.can_start(i, end):
                i = self.take_expr(i, end, False)
                continue
            i += 1

    def take_expr(self, i, end, in_condition):
        """Parses and counts the expression at i; the index after it (one past i when it does not parse)."""
        try:
            node, j = self.parse_expr(i, end, in_condition)
        except (ParseError, IndexError, RecursionError):
            self.stats['expr_skipped'] += 1
            return i + 1
        self.eval(node)
        return j if j > i else i + 1

    def scan_condition(self, i, end, kw):
        t = self.t
        while i < end:
            tk = t[i]
            if tk.k == 'p' and tk.v == '{':
                return i
            if tk.k == 'p' and tk.v in ')]}':
                return i
            if tk.k == 'id' and tk.v == 'else' and kw == 'guard':
                return i + 1
            if self.can_start(i, end):
                i = self.take_expr(i, end, True)
                continue
            if tk.k == 'id' and tk.v in ('as', 'is'):
                i = self.skip_type(i + 1, end)
                continue
            i += 1
        return i

    def skip_func_sig(self, i, end):
        t = self.t
        if i < end and t[i].k in ('id', 'op') and not self.is_p(i, '('):
            i += 1                                       # name (or operator)
        if i < end and t[i].k == 'op' and t[i].v in ('?', '!'):
            i += 1
        if i < end and t[i].k == 'op' and t[i].v.startswith('<'):
            i = self.skip_generic(i, end)
        if i < end and self.is_p(i, '('):
            i = self.m[i] + 1
        while i < end:
            tk = t[i]
            if tk.k == 'id' and tk.v in ('async', 'throws', 'rethrows', 'reasync'):
                i += 1
                if i < end and self.is_p(i, '(') and not t[i].sp:
                    i = self.m[i] + 1
                continue
            if tk.k == 'op' and tk.v == '->':
                i = self.skip_type(i + 1, end)
                continue
            if tk.k == 'id' and tk.v == 'where':
                i += 1
                while i < end and not self.is_p(i, '{') and not t[i].nl:
                    i += 1
                continue
            break
        if i < end and self.is_p(i, '{'):
            return i + 1
        return i

    def skip_generic(self, i, end):
        """t[i] starts with '<'; return index after the matching '>' or raise."""
        t = self.t
        depth = 0
        j = i
        while j < end and j < i + 60:
            tk = t[j]
            if tk.k == 'op':
                if tk.v == '->':
                    j += 1
                    continue
                if set(tk.v) <= set('<>'):
                    for ch in tk.v:
                        depth += 1 if ch == '<' else -1
                    if depth <= 0:
                        return j + 1
                    j += 1
                    continue
                if tk.v in ('?', '!', '&', '...', '=='):
                    j += 1
                    continue
                raise ParseError('generic')
            if tk.k in ('id', 'dot') or (tk.k == 'p' and tk.v in ',:'):
                j += 1
                continue
            if tk.k == 'p' and tk.v in '([':
                j = self.m[j] + 1
                continue
            if tk.k == 'attr':
                j += 1
                continue
            raise ParseError('generic')
        raise ParseError('generic')

    def skip_type(self, i, end):
        t = self.t
        while i < end and t[i].k == 'attr':
            i += 1
        while i < end and t[i].k == 'id' and t[i].v in ('some', 'any', 'inout', 'borrowing', 'consuming'):
            i += 1
        if i >= end:
            return i
        tk = t[i]
        if tk.k == 'p' and tk.v in '([':
            i = self.m[i] + 1
        elif tk.k == 'id':
            i += 1
            while True:
                if i < end and t[i].k == 'op' and t[i].v.startswith('<') and not t[i].sp:
                    try:
                        i = self.skip_generic(i, end)
                    except ParseError:
                        break
                if i + 1 < end and t[i].k == 'dot' and t[i + 1].k == 'id':
                    i += 2
                    continue
                break
        else:
            return i
        while i < end and t[i].k == 'op' and not t[i].sp and set(t[i].v) <= set('?!.'):
            i += 1
        if i < end and t[i].k == 'id' and t[i].v in ('async', 'throws'):
            i += 1
        if i < end and t[i].k == 'op' and t[i].v == '->':
            return self.skip_type(i + 1, end)
        if i < end and t[i].k == 'op' and t[i].v == '&':
            return self.skip_type(i + 1, end)
        return i

    # -- expressions ---------------------------------------------------------
    def parse_expr(self, i, end, nt):
        t = self.t
        operands = []
        ops = []
        while True:
            node, i = self.parse_prefix(i, end, nt)
            operands.append(node)
            if i >= end:
                break
            tk = t[i]
            if tk.k == 'id' and tk.v in ('as', 'is') and not tk.interp:
                i += 1
                if i < end and t[i].k == 'op' and t[i].v in ('?', '!') and not t[i].sp:
                    i += 1
                i = self.skip_type(i, end)
                operands[-1] = ('cast', operands[-1])
                if i < end and t[i].k == 'op' and t[i].v not in ('=',) and self._binary(i, end):
                    ops.append(t[i].v)
                    i += 1
                    continue
                break
            if tk.k == 'op' and tk.v == '?' and tk.sp:
                a, i = self.parse_expr(i + 1, end, nt)
                if not self.is_p(i, ':'):
                    raise ParseError('ternary')
                b, i = self.parse_expr(i + 1, end, nt)
                cond = operands[0] if len(operands) == 1 else ('bin', operands, ops)
                return ('tern', cond, a, b), i
            if tk.k == 'op' and tk.v != '=' and tk.v != '->' and self._binary(i, end):
                ops.append(tk.v)
                i += 1
                continue
            break
        if len(operands) == 1:
            return operands[0], i
        return ('bin', operands, ops), i

    def _binary(self, i, end):
        tk = self.t[i]
        if i + 1 >= end:
            return False
        nxt = self.t[i + 1]
        if tk.v in ('?', '!') and not tk.sp:
            return False
        return tk.sp == nxt.sp or tk.nl or tk.v in ('..<', '...')

    def parse_prefix(self, i, end, nt):
        t = self.t
        tk = t[i]
        if tk.k == 'id' and tk.v in ('try', 'await') and not tk.interp:
            i += 1
            if i < end and t[i].k == 'op' and t[i].v in ('?', '!') and not t[i].sp:
                i += 1
            return self.parse_prefix(i, end, nt)
        if tk.k == 'op' and tk.v in ('-', '!', '&', '~', '+', '...', '..<'):
            if i + 1 >= end or t[i + 1].sp:
                raise ParseError('prefix')
            node, j = self.parse_prefix(i + 1, end, nt)
            return ('prefix', tk.v, node), j
        return self.parse_postfix(i, end, nt)

    def parse_args(self, i):
        """t[i] is ( or [ ; returns list of (label, node) and index after the closer."""
        t = self.t
        close = self.m[i]
        j = i + 1
        args = []
        while j < close:
            label = '_'
            if j + 1 < close and t[j].k == 'id' and self.is_p(j + 1, ':'):
                label = t[j].v
                j += 2
            elif j + 1 < close and t[j].k == 'id' and t[j].v == '_' and self.is_p(j + 1, ':'):
                j += 2
            # find the end of this argument
            k = j
            while k < close:
                tk = t[k]
                if tk.k == 'p':
                    if tk.v in '([{':
                        k = self.m[k] + 1
                        continue
                    if tk.v == ',':
                        break
                k += 1
            node = None
            if j < k:
                try:
                    node, e = self.parse_expr(j, k, False)
                    if e != k:
                        node = None
                except (ParseError, IndexError, RecursionError):
                    node = None
                if node is None:
                    node = ('unparsed', j, k)
            else:
                node = ('unparsed', j, k) if label != '_' else None
            if node is not None:
                args.append((label, node))
            j = k + 1
        return args, close + 1

    def parse_closure(self, i):
        return ('closure', i + 1, self.m[i]), self.m[i] + 1

    def parse_primary(self, i, end, nt):
        t = self.t
        tk = t[i]
        k = tk.k
        if k == 'num':
            v = tk.v.replace('_', '')
            isf = ('.' in v or (('e' in v or 'E' in v) and not v.startswith('0x')) or
                   (v.startswith('0x') and ('p' in v or 'P' in v)))
            return ('lit', '<float>' if isf else '<int>'), i + 1
        if k == 'str':
            return ('lit', '<istr>' if tk.interp else '<str>'), i + 1
        if k == 'id':
            if tk.v in STMT_KW and not tk.interp and tk.v not in EXPR_KW:
                raise ParseError('keyword')
            return ('name', tk.v), i + 1
        if k == 'dot':
            if i + 1 < end and t[i + 1].k == 'id':
                return ('implicit', t[i + 1].v), i + 2
            raise ParseError('dot')
        if k == 'dollar':
            return ('dollar', tk.v), i + 1
        if k == 'bslash':
            j = i + 1
            if j < end and t[j].k == 'id':
                j += 1
            while j < end:
                if t[j].k == 'dot' and j + 1 < end and t[j + 1].k in ('id', 'num', 'dollar'):
                    j += 2
                elif t[j].k == 'op' and t[j].v in ('?', '!') and not t[j].sp:
                    j += 1
                elif self.is_p(j, '[') and not t[j].sp:
                    j = self.m[j] + 1
                else:
                    break
            return ('keypath',), j
        if k == 'pound':
            return ('name', tk.v), i + 1
        if k == 'p':
            if tk.v == '(':
                args, j = self.parse_args(i)
                return ('paren', args), j
            if tk.v == '[':
                close = self.m[i]
                # dictionary?  a ':' at depth 0
                j = i + 1
                isdict = False
                while j < close:
                    if t[j].k == 'p' and t[j].v in '([{':
                        j = self.m[j] + 1
                        continue
                    if t[j].k == 'p' and t[j].v == ':':
                        isdict = True
                        break
                    j += 1
                if isdict:
                    return ('dict', i + 1, close), close + 1
                args, j = self.parse_args(i)
                return ('array', args), j
            if tk.v == '{':
                return self.parse_closure(i)
        raise ParseError('primary %s' % tk.k)

    def parse_postfix(self, i, end, nt):
        t = self.t
        root, i = self.parse_primary(i, end, nt)
        ops = []
        while i < end:
            tk = t[i]
            if tk.k == 'dot':
                if i + 1 < end and t[i + 1].k in ('id', 'num'):
                    ops.append(('mem', t[i + 1].v))
                    i += 2
                    continue
                break
            if tk.k == 'p' and tk.v == '(' and not tk.nl:
                args, i = self.parse_args(i)
                trailing, i = self.parse_trailing(i, end, nt)
                ops.append(('call', args, trailing))
                continue
            if tk.k == 'p' and tk.v == '{' and not nt and root[0] != 'closure':
                if root[0] in ('lit',) and not ops:
                    break
                trailing, i = self.parse_trailing(i, end, nt)
                ops.append(('call', None, trailing))
                continue
            if tk.k == 'p' and tk.v == '[' and not tk.sp:
                args, i = self.parse_args(i)
                ops.append(('sub', args))
                continue
            if tk.k == 'op' and not tk.sp and tk.v in ('?', '!'):
                ops.append(('post', tk.v))
                i += 1
                continue
            if tk.k == 'op' and not tk.sp and tk.v.startswith('<') and root[0] == 'name' and \
                    root[1][:1].isupper() and (not ops or ops[-1][0] == 'mem'):
                try:
                    j = self.skip_generic(i, end)
                except ParseError:
                    break
                if j >= end or ((t[j].k == 'dot' or (t[j].k == 'p' and t[j].v in '({),]}:')) and not t[j].nl) \
                        or t[j].nl:
                    names = [x.v for x in t[i:j] if x.k == 'id']
                    ok = all(nm in self.api.types or nm in STD_TYPES for nm in names)
                    text = ''.join(x.v if x.k != 'p' or x.v != ',' else ', ' for x in t[i:j])
                    ops.append(('gen', ok, text))
                    i = j
                    continue
                break
            break
        if not ops:
            return root, i
        return ('chain', root, ops), i

    def parse_trailing(self, i, end, nt):
        t = self.t
        trailing = []
        if nt or not self.is_p(i, '{') or i >= end:
            return trailing, i
        c, i = self.parse_closure(i)
        trailing.append((None, c))
        while i + 2 < end and t[i].k == 'id' and self.is_p(i + 1, ':') and self.is_p(i + 2, '{'):
            label = t[i].v
            c, i = self.parse_closure(i + 2)
            trailing.append((label, c))
        return trailing, i

    # -- closures --------------------------------------------------------------
    def closure_sig(self, s, e):
        """Return (n_params or None, body_start)."""
        t = self.t
        i = s
        if i < e and self.is_p(i, '['):
            i = self.m[i] + 1
        j = i
        nparams = None
        while j < e:
            tk = t[j]
            if tk.k == 'id' and tk.v == 'in' and not tk.interp:
                seg = t[i:j]
                # count parameters
                k = i
                while k < j and t[k].k == 'attr':
                    k += 1
                if k < j and self.is_p(k, '('):
                    inner_end = self.m[k]
                    depth = 0
                    cnt = 0
                    nonempty = False
                    for q in range(k + 1, inner_end):
                        x = t[q]
                        if x.k == 'p' and x.v in '([{':
                            depth += 1
                        elif x.k == 'p' and x.v in ')]}':
                            depth -= 1
                        elif x.k == 'op' and x.v.startswith('<'):
                            depth += x.v.count('<')
                        elif x.k == 'op' and x.v.startswith('>'):
                            depth -= x.v.count('>')
                        if x.k == 'p' and x.v == ',' and depth == 0:
                            cnt += 1
                        nonempty = True
                    nparams = cnt + 1 if nonempty else 0
                else:
                    cnt = 0
                    expect = True
                    for q in range(k, j):
                        x = t[q]
                        if x.k in ('id', 'dollar') and expect and x.v not in ('async', 'throws'):
                            cnt += 1
                            expect = False
                        elif x.k == 'p' and x.v == ',':
                            expect = True
                        elif x.k == 'op' and x.v == '->':
                            break
                    nparams = cnt
                return nparams, j + 1
            if tk.k == 'id' and (tk.interp or tk.v not in STMT_KW or tk.v in ('async', 'throws', 'inout', 'some', 'any')):
                j += 1
                continue
            if tk.k == 'p' and tk.v == '(':
                j = self.m[j] + 1
                continue
            if tk.k == 'p' and tk.v in ',:':
                j += 1
                continue
            if tk.k in ('dot', 'attr', 'dollar'):
                j += 1
                continue
            if tk.k == 'op' and (tk.v in ('->', '?', '!', '&') or set(tk.v) <= set('<>')):
                j += 1
                continue
            if tk.k == 'p' and tk.v == '[':
                j = self.m[j] + 1
                continue
            break
        if i != s:
            # a capture list without "in" is really an array literal statement
            return None, s
        return None, s

    def dollar_count(self, s, e):
        t = self.t
        mx = -1
        i = s
        while i < e:
            tk = t[i]
            if tk.k == 'p' and tk.v == '{':
                i = self.m[i] + 1
                continue
            if tk.k == 'dollar' and tk.v[1:].isdigit():
                mx = max(mx, int(tk.v[1:]))
            elif tk.k == 'str' and tk.interp:
                for d in re.findall(r'\$(\d+)', tk.v):
                    mx = max(mx, int(d))
            i += 1
        return mx + 1

    def body_kind(self, s, e):
        """'view', 'stmt' or 'empty' for a closure body t[s:e]."""
        t = self.t
        i = s
        # skip leading declarations "let x = ..." (allowed in view builders)
        guard = 0
        while i < e and guard < 50:
            guard += 1
            tk = t[i]
            if tk.k == 'attr':
                i += 1
                continue
            if tk.k == 'id' and tk.v in ('let', 'var') and not tk.interp:
                # skip this statement: to the next token that starts a line at depth 0
                i += 1
                while i < e:
                    x = t[i]
                    if x.k == 'p' and x.v in '([{':
                        i = self.m[i] + 1
                        continue
                    if (x.nl and x.k not in ('dot', 'op') and not (i > 0 and t[i - 1].k == 'op')) or \
                            (x.k == 'p' and x.v == ';'):
                        break
                    i += 1
                if i < e and self.is_p(i, ';'):
                    i += 1
                continue
            break
        if i >= e:
            return 'empty' if s >= e else 'stmt'
        tk = t[i]
        if tk.k == 'id' and not tk.interp:
            v = tk.v
            if v in ('if', 'switch'):
                # first branch body
                j = i + 1
                while j < e and not self.is_p(j, '{'):
                    if t[j].k == 'p' and t[j].v in '([':
                        j = self.m[j]
                    j += 1
                if j >= e:
                    return 'stmt'
                inner_s, inner_e = j + 1, self.m[j]
                if v == 'switch':
                    q = inner_s
                    while q < inner_e and not self.is_p(q, ':'):
                        if t[q].k == 'p' and t[q].v in '([{':
                            q = self.m[q]
                        q += 1
                    inner_s = q + 1
                    r = inner_s
                    while r < inner_e and not (t[r].k == 'id' and t[r].v in ('case', 'default') and t[r].nl):
                        if t[r].k == 'p' and t[r].v in '([{':
                            r = self.m[r]
                        r += 1
                    inner_e = r
                k = self.body_kind(inner_s, inner_e)
                return k if k in ('view', 'unsure', 'unsure-name') else 'stmt'
            if v == 'return':
                if i + 1 < e and not t[i + 1].nl:
                    return self.body_kind(i + 1, e)
                return 'stmt'
            if v in ('ForEach',):
                return 'view'
            if v in STMT_KW:
                return 'stmt'
            if v[:1].isupper() and v not in NONVIEW_CAPS:
                # Capitalized: view unless it is an assignment / a static call on a non-view helper
                j = i + 1
                while j < e:
                    x = t[j]
                    if x.k == 'p' and x.v in '([{' and not x.nl:
                        j = self.m[j] + 1
                        continue
                    if x.k == 'dot' and j + 1 < e and t[j + 1].k == 'id':
                        j += 2
                        continue
                    if x.k == 'op' and x.v in ('?', '!') and not x.sp:
                        j += 1
                        continue
                    if x.k == 'op' and x.v.startswith('<') and not x.sp:
                        try:
                            j = self.skip_generic(j, e)
                            continue
                        except ParseError:
                            break
                    break
                if j < e and t[j].k == 'op' and (t[j].v == '=' or (t[j].v.endswith('=') and t[j].v not in ('==', '!=', '<=', '>=', '==='))):
                    return 'stmt'
                if v in self.api.types:
                    return 'view'
                # user type: view if used like a constructor / value, not a static utility call
                if i + 1 < e and (self.is_p(i + 1, '(') or self.is_p(i + 1, '{')):
                    return 'view'
                if i + 2 < e and t[i + 1].k == 'dot' and v in self.api.types:
                    return 'view'
                if i + 1 >= e or t[i + 1].nl:
                    return 'view'
                return 'stmt'
            # lower-case: a property / function that may return a view (`content`, `header`,
            # `configuration.label`, `row(item)`) or an action (`dismiss()`, `x.toggle()`).
            j = i + 1
            called = False
            while j < e:
                x = t[j]
                if x.k == 'p' and x.v in '([' and not x.nl:
                    called = called or x.v == '('
                    j = self.m[j] + 1
                    continue
                if x.k == 'p' and x.v == '{' and not x.nl:
                    called = True
                    j = self.m[j] + 1
                    continue
                if x.k == 'dot' and j + 1 < e and t[j + 1].k in ('id', 'num'):
                    j += 2
                    continue
                if x.k == 'op' and x.v in ('?', '!') and not x.sp:
                    j += 1
                    continue
                break
            if j < e and not t[j].nl and not self.is_p(j, ';'):
                return 'stmt'          # assignment, operator, ...
            return 'unsure' if called else 'unsure-name'
        if tk.k == 'p' and tk.v == '(':
            return 'stmt'
        return 'stmt'

    def eval_closure(self, node, hint=None):
        _, s, e = node
        n, body = self.closure_sig(s, e)
        if n is None:
            n = self.dollar_count(s, e)
            body = s
        if body >= e:
            kind = 'empty'
        elif hint:
            kind = hint          # the API says what the closure must be (view builder or action)
        else:
            kind = self.body_kind(body, e)
            if kind in ('unsure', 'unsure-name'):
                kind = 'view' if kind == 'unsure-name' else 'stmt'
        self.depth += 1
        if self.depth < 200:
            self.scan(body, e)
        self.depth -= 1
        return '{<%d>: %s}' % (n, kind)

    # -- evaluation -------------------------------------------------------------
    # value: (text, mode, typ, ctor)
    #   mode: 'lit', 'value' (SwiftUI value, canonical), 'std' (CG/Swift value, canonical),
    #         'implicit', 'unknown', 'binding', 'keypath', 'closure', 'unparsed'

    def eval(self, node, ptypes=None, hint=None):
        kind = node[0]
        if kind == 'lit':
            return (node[1], 'lit', None, False)
        if kind == 'name':
            return self.eval_chain(node, [], ptypes)
        if kind == 'implicit':
            return self.eval_chain(node, [], ptypes)
        if kind == 'chain':
            return self.eval_chain(node[1], node[2], ptypes)
        if kind == 'dollar':
            if node[1][1:].isdigit():
                return ('<id>', 'unknown', None, False)
            return ('<binding>', 'binding', None, False)
        if kind == 'keypath':
            return ('<keypath>', 'keypath', None, False)
        if kind == 'closure':
            return (self.eval_closure(node, hint), 'closure', None, False)
        if kind == 'prefix':
            v = self.eval(node[2], ptypes)
            if node[1] in ('-', '+') and v[1] == 'lit' and v[0] in ('<int>', '<float>'):
                return v
            if node[1] in ('...', '..<') and v[1] in ('lit', 'value', 'std'):
                return (node[1] + v[0], 'std', None, False)
            return ('<id>', 'unknown', None, False)
        if kind == 'bin':
            vals = [self.eval(x) for x in node[1]]
            ops = node[2]
            if all(v[1] == 'lit' and v[0] in ('<int>', '<float>') for v in vals) and \
                    all(o in ('+', '-', '*', '/', '%') for o in ops):
                return ('<float>' if any(v[0] == '<float>' for v in vals) else '<int>', 'lit', None, False)
            if all(v[1] == 'lit' and v[0] in ('<str>', '<istr>') for v in vals) and all(o == '+' for o in ops):
                return ('<str>' if all(v[0] == '<str>' for v in vals) else '<istr>', 'lit', None, False)
            if len(ops) == 1 and ops[0] in ('..<', '...'):
                return (vals[0][0] + ops[0] + vals[1][0], 'std', None, False)
            if any(v[0] == '<?>' for v in vals):
                return ('<?>', 'unparsed', None, False)
            return ('<id>', 'unknown', None, False)
        if kind == 'tern':
            for x in node[1:]:
                self.eval(x)
            return ('<id>', 'unknown', None, False)
        if kind == 'cast':
            self.eval(node[1])
            return ('<id>', 'unknown', None, False)
        if kind == 'paren':
            args = node[1]
            if len(args) == 1 and args[0][0] == '_':
                return self.eval(args[0][1], ptypes, hint)
            for _, a in args:
                self.eval(a)
            return ('<id>', 'unknown', None, False)
        if kind == 'array':
            vals = [self.eval(a, self.elem_types(ptypes)) for _, a in node[1]]
            if any(v[0] == '<?>' for v in vals):
                return ('<?>', 'unparsed', None, False)
            return ('[' + ', '.join(v[0] for v in vals) + ']', 'std', None, False)
        if kind == 'dict':
            self.depth += 1
            if self.depth < 200:
                self.scan(node[1], node[2])
            self.depth -= 1
            return ('<id>', 'unknown', None, False)
        if kind == 'unparsed':
            self.depth += 1
            if self.depth < 200:
                self.scan(node[1], node[2])
            self.depth -= 1
            return ('<?>', 'unparsed', None, False)
        return ('<id>', 'unknown', None, False)

    def elem_types(self, ptypes):
        if not ptypes:
            return None
        out = set()
        for p in ptypes:
            m = re.match(r'^\[(.*)\]\??$', p)
            if m:
                out.add(m.group(1))
        return out or None

    # argument canonicalization ----------------------------------------------
    @staticmethod
    def closure_hint(params):
        """'view' / 'stmt' from the closure parameters an argument matched, None if unknown."""
        kinds = set(p.view for p in params if p is not None and p.func)
        if True in kinds:
            return 'view'
        if False in kinds:
            return 'stmt'
        return None

    def canon_args(self, args, trailing, overloads_params=None):
        """Evaluate args & closures; return (arg texts, trailing texts, any_unparsed)."""
        parts = []
        bad = False
        for idx, (label, node) in enumerate(args):
            ptypes = None
            hint = None
            if overloads_params:
                ptypes = set()
                cands = []
                for assign, _tassign in overloads_params:
                    if idx < len(assign):
                        cands.append(assign[idx])
                        if assign[idx].typ:
                            ptypes.add(assign[idx].typ)
                hint = self.closure_hint(cands)
            v = self.eval(node, ptypes, hint)
            txt = v[0]
            if '<?>' in txt:
                bad = True
            parts.append(txt if label == '_' else '%s: %s' % (label, txt))
        ttexts = []
        for idx, (label, c) in enumerate(trailing):
            hint = None
            if overloads_params:
                hint = self.closure_hint([ta[idx] for _a, ta in overloads_params if idx < len(ta)])
            ct = self.eval_closure(c, hint)
            ttexts.append(ct if label is None else '%s: %s' % (label, ct))
        return parts, ttexts, bad

    @staticmethod
    def fmt_call(head, parts, ttexts, had_parens):
        s = head
        if parts or not ttexts:
            s += '(' + ', '.join(parts) + ')'
        if ttexts:
            s += ' ' + ' '.join(ttexts)
        return s

    def implicit_ok(self, name, ptypes):
        api = self.api
        if name in STD_MEMBERS:
            return True
        if name not in api.member_names:
            return False
        if not ptypes:
            return True
        checked = False
        for pt in ptypes:
            base = re.sub(r'^(some|any)\s+', '', pt).rstrip('?!').strip()
            base = re.sub(r'^Optional<(.*)>$', r'\1', base)
            base = base.split('<')[0].strip()
            if base in api.types:
                checked = True
                owners = api.owners(base)
                if base == 'Color' or base in ('Font',):
                    owners = owners + ['ShapeStyle'] if base == 'Color' else owners
                if any(name in api.static_members.get(o, ()) for o in owners):
                    return True
                if any((o, name) in api.props for o in owners):
                    return True
            elif base in ('CGFloat', 'Double', 'Int', 'Float', 'TimeInterval'):
                checked = True
                if name in STD_MEMBERS:
                    return True
            else:
                return True          # generic parameter or unknown type: cannot check
        return not checked

    def match_overloads(self, overloads, labels, tlabels):
        out = []
        for ov in overloads:
            a = match_labels(ov.params, labels, tlabels)
            if a is not None:
                out.append((ov, a))
        return out

    def emit(self, text):
        self.shapes[text] += 1

    def eval_chain(self, root, ops, ptypes):
        api = self.api
        rk = root[0]
        # ---- root ---------------------------------------------------------
        mode = 'unknown'
        text = '<id>'
        typ = None
        ctor = False
        if rk == 'name':
            n = root[1]
            if n in ('true', 'false', 'nil') and not ops:
                return (n, 'lit', None, False)
            if n in api.types and n[:1].isupper() and n not in self.shadow:
                mode, text, typ = 'type', n, n
            elif n in STD_TYPES:
                mode, text = 'stdtype', n
            elif n in api.funcs and ops and ops[0][0] == 'call':
                mode, text = 'fn', n
            else:
                mode = 'unknown'
        elif rk == 'implicit':
            n = root[1]
            if self.implicit_ok(n, ptypes):
                mode, text = 'implicit', '.' + n
            else:
                mode = 'unknown'
        else:
            v = self.eval(root)
            if not ops:
                return v
            text = v[0]
            mode = 'binding' if v[1] == 'binding' else ('lit' if v[1] == 'lit' else 'unknown')
            if mode == 'lit':
                mode = 'unknown'
                text = '<id>'
        # ---- postfix ops --------------------------------------------------
        i = 0
        nops = len(ops)
        bad = False
        while i < nops:
            op = ops[i]
            ok = op[0]
            nxt_call = (i + 1 < nops and ops[i + 1][0] == 'call')
            if ok == 'gen':
                if mode == 'type' and op[1]:
                    text += op[2]
                elif mode in ('type', 'stdtype'):
                    mode, text = 'unknown', '<id>'
                i += 1
                continue
            if ok == 'post':
                if mode in ('value', 'std', 'implicit', 'stdtype'):
                    text += op[1]
                i += 1
                continue
            if ok == 'sub':
                for _, a in op[1]:
                    self.eval(a)
                if mode != 'binding':
                    mode, text = 'unknown', '<id>'
                i += 1
                continue
            if ok == 'call':
                args, trailing = op[1] or [], op[2]
                labels = [l for l, _ in args]
                tlabels = [l for l, _ in trailing]
                if mode == 'type':
                    T = typ
                    ovs = api.inits.get(T, [])
                    matched = self.match_overloads(ovs, labels, tlabels)
                    if not ovs and not labels and not trailing and T in api.types:
                        matched = [(None, ([], []))]
                    parts, tt, bad = self.canon_args(args, trailing, [a for _, a in matched])
                    if matched and (T in api.types):
                        shape = self.fmt_call(text, parts, tt, op[1] is not None)
                        if bad:
                            self.stats['shapes_dropped_unparsed'] += 1
                            mode, text = 'unknown', '<id>'
                        else:
                            self.emit(shape)
                            mode, text, typ, ctor = 'value', shape, T, True
                    else:
                        self.stats['unmatched_init'] += 1
                        mode, text = 'unknown', '<id>'
                elif mode == 'stdtype' or mode == 'std':
                    parts, tt, bad = self.canon_args(args, trailing)
                    if bad:
                        mode, text = 'unknown', '<id>'
                    else:
                        text = self.fmt_call(text, parts, tt, True)
                        mode = 'std'
                elif mode == 'fn':
                    matched = self.match_overloads(api.funcs.get(text, []), labels, tlabels)
                    parts, tt, bad = self.canon_args(args, trailing, [a for _, a in matched])
                    if matched and not bad:
                        self.emit(self.fmt_call(text, parts, tt, op[1] is not None))
                    mode, text = 'unknown', '<id>'
                elif mode == 'implicit':
                    parts, tt, bad = self.canon_args(args, trailing)
                    if bad:
                        mode, text = 'unparsed', '<?>'
                    else:
                        text = self.fmt_call(text, parts, tt, True)
                else:
                    self.canon_args(args, trailing)
                    if mode != 'unparsed':
                        mode, text = 'unknown', '<id>'
                i += 1
                continue
            if ok == 'mem':
                name = op[1]
                if mode == 'type':
                    T = typ
                    nested = T + '.' + name
                    if nested in api.types:
                        text, typ = nested, nested
                        i += 1
                        continue
                    if name == 'init' and nxt_call:
                        i += 1            # T.init(...) == T(...)
                        continue
                    if nxt_call and (T, name) in api.methods:
                        call = ops[i + 1]
                        args, trailing = call[1] or [], call[2]
                        labels = [l for l, _ in args]
                        tlabels = [l for l, _ in trailing]
                        matched = self.match_overloads(api.methods[(T, name)], labels, tlabels)
                        parts, tt, bad = self.canon_args(args, trailing, [a for _, a in matched])
                        if matched and not bad:
                            shape = self.fmt_call(text + '.' + name, parts, tt, call[1] is not None)
                            self.emit(shape)
                            ov = matched[0][0]
                            mode, text, typ, ctor = 'value', shape, api.norm_type(ov.ret, T, T) or T, True
                        else:
                            if bad:
                                self.stats['shapes_dropped_unparsed'] += 1
                            mode, text = 'unknown', '<id>'
                        i += 2
                        continue
                    found = None
                    for o in api.owners(T) + (['ShapeStyle'] if T == 'Color' else []):
                        if (o, name) in api.props:
                            found = api.props[(o, name)]
                            break
                    if found is not None and not nxt_call:
                        text = text + '.' + name
                        mode, typ, ctor = 'value', api.norm_type(found, T, T) or T, True
                        i += 1
                        continue
                    mode, text = 'unknown', '<id>'
                    i += 1
                    continue
                if mode in ('stdtype', 'std'):
                    text += '.' + name
                    mode = 'std'
                    i += 1
                    continue
                if mode == 'implicit':
                    if name in api.member_names or name in STD_MEMBERS:
                        text += '.' + name
                    else:
                        mode, text = 'unknown', '<id>'
                    i += 1
                    continue
                if mode == 'binding':
                    if nxt_call:
                        mode, text = 'unknown', '<id>'
                    else:
                        i += 1
                        continue
                if mode == 'value':
                    T = typ
                    if nxt_call:
                        call = ops[i + 1]
                        args, trailing = call[1] or [], call[2]
                        labels = [l for l, _ in args]
                        tlabels = [l for l, _ in trailing]
                        res = self.resolve_method(T, name, labels, tlabels)
                        if res:
                            owner, matched = res
                            parts, tt, bad = self.canon_args(args, trailing, [a for _, a in matched])
                            if ctor:
                                recv = text
                            else:
                                vres = self.resolve_method('View', name, labels, tlabels) if T != 'Scene' else None
                                if vres:
                                    recv = '<view>'
                                elif owner == 'Scene':
                                    recv = '<scene>'
                                elif owner in SHAPE_PROTOCOLS:
                                    recv = '<shape>'
                                elif owner != T and owner in api.type_sig and \
                                        re.search(r'\bprotocol\b', api.type_sig[owner]):
                                    recv = '<%s>' % owner.split('.')[-1].lower()
                                else:
                                    recv = '<%s>' % (T or owner).split('.')[-1].lower()
                            shape = self.fmt_call(recv + '.' + name, parts, tt, call[1] is not None)
                            if bad:
                                self.stats['shapes_dropped_unparsed'] += 1
                                mode, text = 'unknown', '<id>'
                            else:
                                self.emit(shape)
                                ov = matched[0][0]
                                text = self.fmt_call(text + '.' + name, parts, tt, call[1] is not None)
                                mode, typ, ctor = 'value', api.norm_type(ov.ret, owner, T), False
                                if typ is None:
                                    mode, text = 'unknown', '<id>'
                            i += 2
                            continue
                        # not SwiftUI API on this type: maybe a View modifier applies (unknown receiver rules)
                        mode, text, typ = 'unknown', '<id>', None
                        continue            # re-handle as unknown receiver
                    found = None
                    for o in api.owners(T):
                        if (o, name) in api.props:
                            found = api.props[(o, name)]
                            break
                    if found is not None:
                        text += '.' + name
                        typ = api.norm_type(found, T, T)
                        if typ is None:
                            mode, text = 'unknown', '<id>'
                    else:
                        mode, text = 'unknown', '<id>'
                    i += 1
                    continue
                # unknown receiver
                if nxt_call:
                    call = ops[i + 1]
                    args, trailing = call[1] or [], call[2]
                    labels = [l for l, _ in args]
                    tlabels = [l for l, _ in trailing]
                    res = None
                    recv = None
                    for owner, ph in (('View', '<view>'), ('Scene', '<scene>')):
                        r = self.resolve_method(owner, name, labels, tlabels, exact=True)
                        if r:
                            res, recv = r, ph
                            break
                    if res:
                        owner, matched = res
                        parts, tt, bad = self.canon_args(args, trailing, [a for _, a in matched])
                        if bad:
                            self.stats['shapes_dropped_unparsed'] += 1
                        else:
                            self.emit(self.fmt_call(recv + '.' + name, parts, tt, call[1] is not None))
                    else:
                        self.canon_args(args, trailing)
                    if mode != 'unparsed':
                        mode, text = 'unknown', '<id>'
                    i += 2
                    continue
                if mode not in ('unparsed',):
                    mode, text = 'unknown', '<id>'
                i += 1
                continue
            i += 1
        if mode == 'type':
            # bare type reference (e.g. Color.self?) -- not a value
            return ('<id>', 'unknown', None, False)
        if mode == 'stdtype':
            return ('<id>', 'unknown', None, False)
        if mode == 'value':
            return (text, 'value', typ, ctor)
        if mode in ('std', 'implicit'):
            return (text, mode, None, False)
        if mode == 'binding':
            return ('<binding>', 'binding', None, False)
        if mode == 'unparsed':
            return ('<?>', 'unparsed', None, False)
        return ('<id>', 'unknown', None, False)

    def resolve_method(self, T, name, labels, tlabels, exact=False):
        api = self.api
        owners = [T] if exact else (api.owners(T) if T else ['View'])
        for o in owners:
            ovs = api.methods.get((o, name))
            if not ovs:
                continue
            matched = self.match_overloads(ovs, labels, tlabels)
            if matched:
                return o, matched
        return None


# --------------------------------------------------------------------------
# Corpus handling
# --------------------------------------------------------------------------

IMPORT_RE = re.compile(r'^[ \t]*(?:@[\w.()]+[ \t]+|(?:public|package|internal|fileprivate|private)[ \t]+)*import[ \t]+(?:struct[ \t]+|class[ \t]+|enum[ \t]+|func[ \t]+|var[ \t]+)?SwiftUI\b', re.M)
SKIP_DIRS = {'.build', 'Pods', 'Carthage', 'checkouts', 'DerivedData', '.git'}


def repo_name(folder):
    base = os.path.basename(os.path.normpath(folder))
    return base.replace('+', '/', 1)


def swift_files(folder):
    out = []
    for dp, dns, fns in os.walk(folder):
        dns[:] = sorted(d for d in dns if d not in SKIP_DIRS)
        for fn in fns:
            if fn.endswith('.swift'):
                out.append(os.path.join(dp, fn))
    return sorted(out, key=lambda p: os.path.relpath(p, folder))


def read_corpus_list(path):
    rows = {}
    order = []
    if not path or not os.path.exists(path):
        return rows, order
    with open(path, encoding='utf-8') as f:
        header = f.readline().rstrip('\n').split('\t')
        for line in f:
            cols = line.rstrip('\n').split('\t')
            if not cols or not cols[0]:
                continue
            row = dict(zip(header, cols))
            rows[row.get('repository', cols[0])] = row
            order.append(row.get('repository', cols[0]))
    return rows, order


DECL_RE = re.compile(r'^(?:(?:public|private|fileprivate|internal|open|final|indirect|package|'
                     r'@\w+(?:\([^)]*\))?)\s+)*(?:struct|class|enum|actor|protocol|typealias)\s+(\w+)', re.M)


def shadowed_types(api, sources):
    """SwiftUI type names that a repository declares itself at top level (e.g. its own `List`)."""
    out = set()
    for src in sources:
        for n in DECL_RE.findall(src):
            if n in api.types:
                out.add(n)
    return frozenset(out)


def analyze_text(api, src, stats, shadow=frozenset()):
    try:
        toks = tokenize(src)
    except LexError:
        stats['files_lex_error'] += 1
        return None
    except Exception:                      # never crash on odd input
        stats['files_internal_error'] += 1
        return None
    match = match_brackets(toks)
    if match is None:
        stats['files_unbalanced'] += 1
        return None
    fa = FileAnalyzer(api, toks, match, stats, shadow)
    try:
        fa.scan(0, len(toks))
    except RecursionError:
        stats['files_recursion'] += 1
        return None
    except Exception:                      # never crash on odd input
        stats['files_internal_error'] += 1
        return None
    return fa.shapes


def run_count(args):
    api = API(args.api)
    folders = list(args.folders)
    if args.corpus_root:
        folders += [os.path.join(args.corpus_root, d) for d in sorted(os.listdir(args.corpus_root))
                    if os.path.isdir(os.path.join(args.corpus_root, d))]
    folders = sorted(set(os.path.normpath(f) for f in folders), key=lambda f: repo_name(f).lower())
    listed, _ = read_corpus_list(args.corpus_list)
    sys.setrecursionlimit(20000)
    stats = Counter()
    total = Counter()
    files_of = Counter()
    repos_of = defaultdict(set)
    seen_hashes = set()
    corpus_rows = []
    for folder in folders:
        repo = repo_name(folder)
        commit = listed.get(repo, {}).get('commit', '')
        cfile = os.path.join(folder, '.corpus-commit')
        if not commit and os.path.exists(cfile):
            with open(cfile) as f:
                commit = f.read().strip()
        nfiles = 0
        nimport = 0
        ncalls = 0
        sources = []
        for path in swift_files(folder):
            try:
                with open(path, 'rb') as f:
                    raw = f.read()
            except OSError:
                stats['files_unreadable'] += 1
                continue
            sources.append((raw, raw.decode('utf-8', 'replace')))
        shadow = shadowed_types(api, [src for _, src in sources])
        if shadow:
            print('%s: own types shadowing SwiftUI: %s' % (repo, ', '.join(sorted(shadow))), file=sys.stderr)
        for raw, src in sources:
            if not IMPORT_RE.search(src):
                continue
            nimport += 1
            h = hashlib.sha1(raw).hexdigest()
            if h in seen_hashes:
                stats['files_duplicate'] += 1
                continue
            seen_hashes.add(h)
            stats['files_swiftui'] += 1
            shapes = analyze_text(api, src, stats, shadow)
            if shapes is None:
                continue
            nfiles += 1
            for s, c in shapes.items():
                total[s] += c
                files_of[s] += 1
                repos_of[s].add(repo)
                ncalls += c
        corpus_rows.append((repo, commit or 'unknown', nimport, ncalls, nfiles))
        print('%-55s swiftui_files=%5d scanned=%5d calls=%7d' % (repo, nimport, nfiles, ncalls), file=sys.stderr)
    os.makedirs(args.out_dir, exist_ok=True)
    ranked = sorted(total.items(), key=lambda kv: (-kv[1], kv[0]))
    keep = [kv for kv in ranked if kv[1] >= 2][:6000]
    with open(os.path.join(args.out_dir, 'shapes.tsv'), 'w', encoding='utf-8') as f:
        f.write('shape\tfiles\tcount\trepos\n')
        for s, c in keep:
            f.write('%s\t%d\t%d\t%d\n' % (s.replace('\t', ' ').replace('\n', ' '), files_of[s], c, len(repos_of[s])))
    with open(os.path.join(args.out_dir, 'corpus.tsv'), 'w', encoding='utf-8') as f:
        f.write('repository\tcommit\tswiftui_files\tcalls_counted\tfiles_scanned\n')
        for row in corpus_rows:
            f.write('%s\t%s\t%d\t%d\t%d\n' % row)
    selfc = [s for s in total if not any(p in s for p in ('<id>', '<binding>', '<keypath>'))]
    print('distinct shapes: %d (self-contained: %d); written: %d; calls: %d'
          % (len(total), len(selfc), len(keep), sum(total.values())), file=sys.stderr)
    for k in sorted(stats):
        print('  %s: %d' % (k, stats[k]), file=sys.stderr)
    return 0


def git(gitdir, *a, **kw):
    return subprocess.run(['git', '--git-dir', gitdir] + list(a), capture_output=True, **kw)


def has_commit(gitdir, commit):
    if not os.path.isdir(gitdir):
        return False
    r = git(gitdir, 'cat-file', '-e', commit + '^{commit}')
    return r.returncode == 0


def extract_swift(gitdir, commit, dest):
    out = git(gitdir, 'ls-tree', '-r', '-z', commit, check=True).stdout
    entries = []
    for rec in out.split(b'\0'):
        if not rec:
            continue
        meta, path = rec.split(b'\t', 1)
        _mode, typ, sha = meta.split()
        if typ == b'blob' and path.endswith(b'.swift'):
            entries.append((sha.decode(), path.decode('utf-8', 'surrogateescape')))
    p = subprocess.Popen(['git', '--git-dir', gitdir, 'cat-file', '--batch'],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    n = missing = 0
    for sha, path in entries:
        p.stdin.write((sha + '\n').encode())
        p.stdin.flush()
        header = p.stdout.readline().split()
        if len(header) < 3 or header[1] == b'missing':
            missing += 1
            continue
        size = int(header[2])
        data = p.stdout.read(size)
        p.stdout.read(1)
        fp = os.path.join(dest, path)
        os.makedirs(os.path.dirname(fp), exist_ok=True)
        with open(fp, 'wb') as f:
            f.write(data)
        n += 1
    p.stdin.close()
    p.wait()
    with open(os.path.join(dest, '.corpus-commit'), 'w') as f:
        f.write(commit + '\n')
    return n, missing


def run_rebuild(args):
    rows, order = read_corpus_list(args.corpus_list)
    if not order:
        print('no rows in %s' % args.corpus_list, file=sys.stderr)
        return 1
    os.makedirs(args.rebuild, exist_ok=True)
    rc = 0
    for repo in order:
        commit = rows[repo].get('commit', '')
        key = repo.replace('/', '+', 1)
        dest = os.path.join(args.rebuild, key)
        gitdir = None
        if args.mirror_root:
            for cand in (os.path.join(args.mirror_root, key, 'repo'), os.path.join(args.mirror_root, key),
                         os.path.join(args.mirror_root, key + '.git')):
                if has_commit(cand, commit):
                    gitdir = cand
                    break
        if gitdir is None:
            clone = os.path.join(args.rebuild, '.clones', key + '.git')
            if not has_commit(clone, commit):
                subprocess.run(['git', 'clone', '--bare', '--filter=blob:none',
                                'https://github.com/%s' % repo, clone], check=False)
                git(clone, 'fetch', 'origin', commit)
            if not has_commit(clone, commit):
                print('%s: commit %s not available' % (repo, commit), file=sys.stderr)
                rc = 1
                continue
            gitdir = clone
        os.makedirs(dest, exist_ok=True)
        n, missing = extract_swift(gitdir, commit, dest)
        print('%-55s %s swift=%d missing=%d' % (repo, commit[:12], n, missing), file=sys.stderr)
    return rc


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('folders', nargs='*', help='corpus folders, one per repository (OWNER+NAME)')
    ap.add_argument('--corpus-root', help='use every sub-folder of this folder as a corpus folder')
    ap.add_argument('--corpus-list', default=os.path.join(HERE, 'corpus.tsv'),
                    help='corpus.tsv (repository, commit, ...) to read commits from / rebuild')
    ap.add_argument('--api', default=DEFAULT_TSV, help='swiftui-ios18.tsv')
    ap.add_argument('--out-dir', default=HERE, help='where shapes.tsv and corpus.tsv are written')
    ap.add_argument('--rebuild', metavar='DIR', help='refetch the corpus listed in --corpus-list into DIR')
    ap.add_argument('--mirror-root', help='folder with local git mirrors OWNER+NAME[/repo] (for --rebuild)')
    ap.add_argument('--shape-of', metavar='FILE', help='debug: print the shapes of one Swift file')
    args = ap.parse_args(argv)
    if args.rebuild:
        return run_rebuild(args)
    if args.shape_of:
        api = API(args.api)
        sys.setrecursionlimit(20000)
        stats = Counter()
        with open(args.shape_of, encoding='utf-8', errors='replace') as f:
            shapes = analyze_text(api, f.read(), stats)
        for s, c in sorted((shapes or {}).items(), key=lambda kv: (-kv[1], kv[0])):
            print('%d\t%s' % (c, s))
        for k in sorted(stats):
            print('# %s: %d' % (k, stats[k]), file=sys.stderr)
        return 0
    if not args.folders and not args.corpus_root:
        ap.error('give corpus folders, --corpus-root, or --rebuild DIR')
    return run_count(args)


if __name__ == '__main__':
    sys.exit(main())
