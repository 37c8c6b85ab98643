#!/usr/bin/env python3
"""Typecheck the API coverage probes against the built modules and write docs/api-coverage.md.

  python3 Tests/APICoverage/run_coverage.py [--build-dir .build/debug] [--output docs/api-coverage.md]
                                            [--details FILE] [--probes DIR]

Generates the probes (make_probes.py) into a temporary folder (or --probes DIR,
kept), typechecks each family's file with the Prelude against the modules in
BUILD_DIR/Modules as `snap render` compiles a previewed file (Sources/snap/
PreviewCompiler.swift: `-I BUILD_DIR/Modules`, the C module maps, the #Preview
plugin; probe files `import SwiftUI`), one swiftc at a time (--swiftc, or $SWIFTC,
names another compiler), and attributes each `file:line:col: error:` to the probe
whose line range holds it.  The sample values the probes use are typechecked first;
those that do not compile here are left out of the probes (make_probes.configure).

Each symbol of the enumeration is then
  signature  its strict probe compiles: it compiles with SwiftUI's signature;
  different  its strict probe fails but its loose probe compiles: the name is
             there with another signature;
  name       it has only a loose probe, which compiles;
  missing    neither compiles.
"signature" is the coverage; "different" and "name" together compile only as a
name.  A loose probe counts as compiling when its only errors say the name was
found (an unapplied generic reference whose parameters cannot be inferred, an
ambiguous overload set, an instance member named on its type ...).

Prints the summary to stdout, the last line machine-readable:
  strict-nondeprecated-percent: P
--details writes one line per symbol: row, result, symbol and the first error
of each failing probe.  Output is deterministic.
"""
import argparse
import bisect
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True      # no __pycache__ in the checkout

import extract  # noqa: E402  (the enumeration's source)
import make_probes  # noqa: E402

PKG_CONFIG = ['freetype2', 'harfbuzz', 'fontconfig', 'libunibreak', 'fribidi', 'libpng']
MACRO_PLUGIN = 'PreviewMacros-tool'

DIAG_RE = re.compile(r'^(.*?):(\d+):(\d+): (error|warning): (.*)$')

# Errors of a loose probe that mean the compiler found the name.
NAME_FOUND = [
    re.compile(r"generic parameter '[^']+' could not be inferred"),
    re.compile(r'ambiguous use of '),
    re.compile(r'ambiguous reference to member'),
    re.compile(r"cannot reference 'mutating' method as function value"),
    re.compile(r"partial application of 'mutating' method is not allowed"),
    re.compile(r"instance member '[^']+' cannot be used on type"),
    re.compile(r"static member '[^']+' cannot be used on instance of type"),
    re.compile(r"enum case '[^']+' cannot be used as an instance member"),
    re.compile(r"reference to generic type '[^']+' requires arguments"),
    re.compile(r'key path cannot refer to '),
    re.compile(r"cannot reference 'mutating' subscript"),
    re.compile(r"call to main actor-isolated "),
    re.compile(r"cannot use mutating member on immutable value"),
    re.compile(r"^generic (struct|class|enum) '[^']+' requires "),
    re.compile(r"^referencing (instance method|static method|initializer|subscript|property|static property|"
               r"operator function) '[^']+' on '[^']+' requires "),
]

# Per SDK (extract.SDKS): the page written and the floor it is held to.
OUTPUTS = {'18': ('docs/api-coverage.md', 'Tests/APICoverage/floor.txt'),
           '26': ('docs/api-coverage-ios26.md', 'Tests/APICoverage/floor-ios26.txt')}


def deprecated_note(sdk):
    return ('Deprecated means deprecated in the iOS %s SDK, in a version (iOS 13 to %s) or '
            'for a future release ("to be deprecated", shown as deprecated in Apple\'s documentation).'
            % (sdk.version, sdk.key))


def compiler_flags(build):
    """The flags `snap render` compiles a previewed file with (PreviewCompiler.runtimeFlags and
    cModuleFlags), without linking: the built Swift modules, the system-library module maps
    of Sources/, the C targets' headers and the module maps SwiftPM generated for them, the
    C libraries' headers, and the #Preview plugin."""
    flags = ['-I', os.path.join(build, 'Modules')]
    sources = os.path.join(ROOT, 'Sources')
    for name in sorted(os.listdir(sources)):
        if os.path.exists(os.path.join(sources, name, 'module.modulemap')):
            flags += ['-I', os.path.join(sources, name)]
        if os.path.isdir(os.path.join(sources, name, 'include')):
            flags += ['-Xcc', '-I' + os.path.join(sources, name, 'include')]
    for name in sorted(os.listdir(build)):
        path = os.path.join(build, name, 'module.modulemap')
        if name.endswith('.build') and not name.endswith('-tool.build') and os.path.exists(path):
            flags += ['-Xcc', '-fmodule-map-file=' + path]
    seen = set()
    for package in PKG_CONFIG:
        try:
            out = subprocess.run(['pkg-config', '--cflags-only-I', package], check=True,
                                 capture_output=True, text=True).stdout
        except (OSError, subprocess.CalledProcessError):
            continue
        for f in out.split():
            if f not in seen:
                seen.add(f)
                flags += ['-Xcc', f]
    plugin = os.path.join(build, MACRO_PLUGIN)
    if os.path.exists(plugin):
        flags += ['-load-plugin-executable', plugin + '#PreviewMacros']
    return flags


def typecheck(files, flags, swiftc):
    cmd = [swiftc, '-typecheck', '-swift-version', '5', '-Xfrontend', '-diagnostic-style=llvm'] + flags + files
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    return p.returncode, p.stdout + p.stderr


def check_samples(probe_dir, build, swiftc, log=None):
    """The ids of make_probes.sample_checks() that do not compile here."""
    ids = make_probes.write_sample_checks(probe_dir)
    by_line = {line: cid for cid, line in ids}
    status, out = typecheck_retrying([os.path.join(probe_dir, 'Prelude.swift'), os.path.join(probe_dir, 'Samples.swift')],
                                     compiler_flags(build), swiftc, build, log)
    bad = set()
    for line in out.splitlines():
        m = DIAG_RE.match(line)
        if not m or m.group(4) != 'error':
            continue
        if os.path.basename(m.group(1)) != 'Samples.swift' or int(m.group(2)) not in by_line:
            raise SystemExit('error outside the sample checks:\n%s' % out[:4000])
        bad.add(by_line[int(m.group(2))])
    if status != 0 and not bad:
        raise SystemExit('swiftc failed on the sample checks:\n%s' % out[-4000:])
    if bad and log:
        log('samples unavailable here: %s' % ', '.join(sorted(bad)))
    return sorted(bad)


def typecheck_retrying(files, flags, swiftc, build, log):
    for attempt in range(6):
        status, out = typecheck(files, flags, swiftc)
        if attempt < 5 and re.search(r'could not build module|compiled with a different|module file was created by|'
                                     r'malformed module file|no such module', out):
            if log:
                log('modules in %s are being rebuilt; waiting' % build)
            time.sleep(60)
            continue
        return status, out


CRASH_RE = re.compile(r'failed due to signal|Stack dump:|PLEASE submit a bug report|Please submit a bug report')


def attribute(out, name, rs):
    """-> [(probe range, message)] for the errors of one run of a family file.

    An error in a macro expansion buffer is attributed to the line of the probe file
    that the following `in expansion of macro` note names."""
    lines = out.splitlines()
    found = []
    for i, line in enumerate(lines):
        m = DIAG_RE.match(line)
        if not m or m.group(4) != 'error':
            continue
        file, ln, col, msg = m.group(1), int(m.group(2)), int(m.group(3)), m.group(5)
        if os.path.basename(file) != name:
            ln = None
            for later in lines[i + 1:i + 40]:
                n = DIAG_RE.match(later)
                if n and n.group(4) == 'error':
                    break
                n = re.match(r'^(.*?):(\d+):(\d+): note: in expansion of macro', later)
                if n and os.path.basename(n.group(1)) == name:
                    ln, col = int(n.group(2)), int(n.group(3))
                    break
            if ln is None:
                raise SystemExit('error outside the probes (%s): %s\n%s' % (name, line, out[:4000]))
        k = bisect.bisect_left([r[1] for r in rs], ln)
        if k >= len(rs) or not rs[k][0] <= ln <= rs[k][1]:
            raise SystemExit('error at %s:%d belongs to no probe: %s' % (name, ln, msg))
        found.append((rs[k], (ln, col, msg)))
    return found


def run_probes(probe_dir, manifest, build, swiftc, log=None):
    """-> {(row, kind): [error messages]} for every probe, [] when it compiles.

    Should swiftc crash on a file, its probes are typechecked in halves (the others'
    lines blanked, so that line numbers stay) until the probe that crashes it is found;
    that probe fails with the message 'the compiler crashed'."""
    flags = compiler_flags(build)
    prelude = os.path.join(probe_dir, manifest['prelude'])
    ranges = collections.defaultdict(list)
    results = {}
    for p in manifest['probes']:
        ranges[p['file']].append((p['first'], p['last'], p['row'], p['kind']))
        results[(p['row'], p['kind'])] = []
    for f in manifest['files']:
        name = f['file']
        path = os.path.join(probe_dir, name)
        rs = sorted(ranges[name])
        with open(path, encoding='utf-8') as fh:
            text = fh.read().split('\n')

        def check(subset):
            """Typecheck the probes in subset (all when None); -> (crashed, [(range, (line, column, message))])."""
            target = path
            if subset is not None:
                keep = set()
                for r in subset:
                    keep.update(range(r[0], r[1] + 1))
                first = rs[0][0]
                lines = [l if (i + 1 < first or i + 1 in keep) else '' for i, l in enumerate(text)]
                target = os.path.join(probe_dir, 'Subset', name)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, 'w', encoding='utf-8', newline='\n') as fh:
                    fh.write('\n'.join(lines))
            status, out = typecheck_retrying([prelude, target], flags, swiftc, build, log)
            if CRASH_RE.search(out):
                return True, []
            found = attribute(out, name, rs)
            if status != 0 and not found:
                raise SystemExit('swiftc failed on %s without an error in a probe:\n%s' % (name, out[-4000:]))
            return False, found

        def run(subset):
            crashed, found = check(subset)
            if not crashed:
                return found
            part = rs if subset is None else subset
            if len(part) == 1:
                if log:
                    log('swiftc crashes on %s:%d' % (name, part[0][0]))
                return [(part[0], (part[0][0], 0, 'the compiler crashed'))]
            half = len(part) // 2
            return run(part[:half]) + run(part[half:])

        # swiftc does not report a file's errors in a fixed order: by line and column
        for r, msg in sorted(run(None)):
            results[(r[2], r[3])].append(msg[2])
        if log:
            log('%s: %d probes' % (name, len(rs)))
    return results


def loose_ok(errors):
    return all(any(rx.search(e) for rx in NAME_FOUND) for e in errors)


def classify(rows, manifest, results):
    kinds = collections.defaultdict(set)
    for p in manifest['probes']:
        kinds[p['row']].add(p['kind'])
    out = {}
    for r in rows:
        k = kinds[r.n]
        if 'strict' in k and not results[(r.n, 'strict')]:
            out[r.n] = 'signature'
        elif 'loose' in k and loose_ok(results[(r.n, 'loose')]):
            out[r.n] = 'different' if 'strict' in k else 'name'
        else:
            out[r.n] = 'missing'
    return out


def pct(a, b):
    return '%.1f %%' % (100.0 * a / b) if b else '–'


def report(rows, cls, manifest, sdk):
    repo = sdk.repo
    commit = sdk.commit
    page, floor = OUTPUTS[sdk.key]
    fams = sorted({r.family for r in rows})

    def counts(sel):
        c = collections.Counter(cls[r.n] for r in sel)
        return len(sel), c['signature'], c['different'] + c['name'], c['missing']

    live = [r for r in rows if not r.deprecated]
    dep = [r for r in rows if r.deprecated]
    L = []
    L.append('# SwiftUI API coverage' + ('' if sdk.key == '18' else ': iOS %s' % sdk.key))
    L.append('')
    L.append('<!-- Generated by Tests/APICoverage/run_coverage.py (APICoverageTests); do not edit by hand. -->')
    L.append('')
    L.append('What of SwiftUI\'s public iOS API compiles here with `import SwiftUI`, symbol by symbol.')
    L.append('')
    L.append('**Enumeration:** `Tests/APICoverage/%s`, %d symbols, generated by '
             '`Tests/APICoverage/extract.py%s` from Apple\'s module interfaces of the iPhoneOS%s.sdk '
             '(SwiftUI and SwiftUICore, which SwiftUI re-exports), as committed in '
             '[github.com/%s](https://github.com/%s) at commit `%s`:'
             % (sdk.tsv, len(rows), '' if sdk.key == '18' else ' --sdk ' + sdk.key, sdk.version, repo, repo, commit))
    L.append('')
    for mod, path, blob in sdk.files:
        L.append('- `%s` (git blob `%s`)' % (path, blob))
    L.append('')
    L.append('**Probes:** `Tests/APICoverage/make_probes.py` writes, per symbol, a strict probe (the symbol used '
             'with SwiftUI\'s signature: every argument labelled and of the declared type, the result of the '
             'declared type, a protocol conformed to or used as a constraint, a type with its generic parameters '
             'and conformances) and a loose probe (the symbol named by its full name: an unapplied reference, a '
             'key path, `Type.self`). `Tests/APICoverage/run_coverage.py` typechecks them against the built '
             'modules and writes this page; `APICoverageTests` fails when it is out of date or when the share of '
             'non-deprecated symbols that compile with SwiftUI\'s signature drops below '
             '`%s`.' % floor)
    L.append('')
    nstrict = sum(1 for p in manifest['probes'] if p['kind'] == 'strict')
    nloose = sum(1 for p in manifest['probes'] if p['kind'] == 'loose')
    L.append('%d strict and %d loose probes. Regenerate this page with `python3 Tests/APICoverage/run_coverage.py%s` '
             'after `swift build` (it reads `.build/debug`).' % (nstrict, nloose, '' if sdk.key == '18' else ' --sdk ' + sdk.key))
    if manifest.get('unavailable_samples'):
        L.append('')
        L.append('Samples that do not compile here, so the probes take such values as parameters instead: %s.'
                 % ', '.join(describe_sample(u) for u in manifest['unavailable_samples']))
    L.append('')
    L.append('- **signature**: the strict probe compiles.')
    L.append('- **name only**: the loose probe compiles but the strict one does not (listed below as '
             '*different signature*), or the symbol has only a loose probe (*not probed strictly*).')
    L.append('- **missing**: neither compiles.')
    L.append('')
    L.append(deprecated_note(sdk))
    L.append('')
    L.append('## Overall')
    L.append('')
    L.append('| symbols | count | signature | name only | missing |')
    L.append('| --- | ---: | ---: | ---: | ---: |')
    for label, sel in (('not deprecated', live), ('deprecated', dep), ('all', rows)):
        n, s, d, m = counts(sel)
        L.append('| %s | %d | %d (%s) | %d (%s) | %d (%s) |' % (label, n, s, pct(s, n), d, pct(d, n), m, pct(m, n)))
    L.append('')
    versions = sorted({r.introduced for r in rows if r.introduced.split('.')[0] == sdk.key},
                      key=lambda v: [int(x) for x in v.split('.')])
    if sdk.key != '18' and versions:
        L.append('## New in iOS %s' % sdk.key)
        L.append('')
        L.append('| introduced | count | signature | name only | missing |')
        L.append('| --- | ---: | ---: | ---: | ---: |')
        for v in versions:
            n, s, d, m = counts([r for r in rows if r.introduced == v])
            L.append('| iOS %s | %d | %d (%s) | %d (%s) | %d (%s) |' % (v, n, s, pct(s, n), d, pct(d, n), m, pct(m, n)))
        L.append('')
    L.append('## By family')
    L.append('')
    L.append('| family | not deprecated | signature | name only | missing | deprecated | signature | name only | missing |')
    L.append('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    for f in fams:
        fl = [r for r in live if r.family == f]
        fd = [r for r in dep if r.family == f]
        n, s, d, m = counts(fl)
        dn, ds, dd, dm = counts(fd)
        L.append('| [%s](#%s) | %d | %d (%s) | %d | %d | %d | %s | %s | %s |' % (
            f, anchor(f), n, s, pct(s, n), d, m, dn,
            ('%d (%s)' % (ds, pct(ds, dn))) if dn else '–', dd if dn else '–', dm if dn else '–'))
    L.append('')
    L.append('## Gaps by family')
    L.append('')
    L.append('Per family, the symbols that are missing and those that compile only as a name, with SwiftUI\'s '
             'signature; *(deprecated)* marks deprecated ones.')
    for f in fams:
        fr = [r for r in rows if r.family == f]
        L.append('')
        L.append('### %s' % f)
        for title, want in (('Missing', ('missing',)), ('Different signature', ('different',)),
                            ('Not probed strictly (the name compiles)', ('name',))):
            sel = [r for r in fr if cls[r.n] in want]
            if not sel:
                continue
            L.append('')
            L.append('%s (%d):' % (title, len(sel)))
            L.append('')
            for r in sel:
                L.append('- %s%s: %s' % (code(r.symbol), ' *(deprecated)*' if r.deprecated else '', code(r.signature)))
        if not any(cls[r.n] != 'signature' for r in fr):
            L.append('')
            L.append('Every symbol compiles with SwiftUI\'s signature.')
    L.append('')
    return '\n'.join(L)


def code(s):
    """s as a Markdown code span, also when it holds backticks (`` `default` ``)."""
    return '`` %s ``' % s if '`' in s else '`%s`' % s


def describe_sample(cid):
    kind, _, rest = cid.partition(':')
    if kind == 'value':
        expr = make_probes.SAMPLES.get(rest) or make_probes.SAMPLE_TYPE_EXPR.get(rest)
        return code(expr) if expr else code(rest)
    if kind == 'conforms':
        t, _, p = rest.partition(':')
        return '%s as a %s' % (code(t), code(p))
    if kind == 'keypath':
        r, _, v = rest.partition(':')
        return code(make_probes.KEY_PATHS_BASE.get((r, v), rest))
    return code(cid)


def anchor(f):
    a = f.lower()
    a = re.sub(r'[^a-z0-9 \-]', '', a)
    return a.replace(' ', '-')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--build-dir', default=os.path.join(ROOT, '.build', 'debug'),
                    help='the SwiftPM build folder holding Modules/ (default .build/debug)')
    ap.add_argument('--sdk', choices=sorted(extract.SDKS), default='18', help='the enumeration to probe (default 18)')
    ap.add_argument('--output', help='default: the SDK\'s page (%s)' % ', '.join(o for o, _ in OUTPUTS.values()))
    ap.add_argument('--details', help='write per-symbol results with the first errors to this file')
    ap.add_argument('--probes', help='generate the probes into this folder and keep them')
    ap.add_argument('--swiftc', default=os.environ.get('SWIFTC', 'swiftc'))
    ap.add_argument('--quiet', action='store_true')
    args = ap.parse_args()
    start = time.time()
    log = None if args.quiet else (lambda s: sys.stderr.write(s + '\n'))
    build = os.path.abspath(args.build_dir)
    if not os.path.exists(os.path.join(build, 'Modules', 'SwiftUI.swiftmodule')):
        raise SystemExit('run_coverage.py: no SwiftUI module in %s/Modules; run swift build first' % build)
    sdk = extract.SDKS[args.sdk]
    rows = make_probes.load_rows(os.path.join(HERE, sdk.tsv))
    tmp = None
    probe_dir = args.probes
    if not probe_dir:
        tmp = tempfile.mkdtemp(prefix='api-coverage-')
        probe_dir = tmp
    try:
        os.makedirs(probe_dir, exist_ok=True)
        unavailable = check_samples(probe_dir, build, args.swiftc, log)
        manifest = make_probes.generate(rows, probe_dir, unavailable)
        results = run_probes(probe_dir, manifest, build, args.swiftc, log)
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    cls = classify(rows, manifest, results)
    text = report(rows, cls, manifest, sdk)
    with open(args.output or os.path.join(ROOT, OUTPUTS[sdk.key][0]), 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)
    if args.details:
        with open(args.details, 'w', encoding='utf-8', newline='\n') as f:
            for r in rows:
                s = results.get((r.n, 'strict'))
                l = results.get((r.n, 'loose'))
                f.write('%d\t%s\t%s\t%s\t%s\t%s\t%s\n' % (
                    r.n, cls[r.n], r.family, r.symbol,
                    '-' if s is None else (s[0] if s else 'ok'),
                    '-' if l is None else next((e for e in l if not loose_ok([e])), 'ok'), r.signature))
    live = [r for r in rows if not r.deprecated]
    dep = [r for r in rows if r.deprecated]
    for label, sel in (('not deprecated', live), ('deprecated', dep)):
        c = collections.Counter(cls[r.n] for r in sel)
        n = len(sel)
        print('%s: %d symbols, signature %d (%s), name only %d (%s), missing %d (%s)' % (
            label, n, c['signature'], pct(c['signature'], n), c['different'] + c['name'],
            pct(c['different'] + c['name'], n), c['missing'], pct(c['missing'], n)))
    if log:
        log('%.1f s' % (time.time() - start))
    s = sum(1 for r in live if cls[r.n] == 'signature')
    print('strict-nondeprecated-percent: %.3f' % (100.0 * s / len(live)))


if __name__ == '__main__':
    main()
