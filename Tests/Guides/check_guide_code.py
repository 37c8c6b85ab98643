#!/usr/bin/env python3
"""Typechecks the Swift a reader copies from the guides, against the built modules, as
`snap render` compiles a previewed file (Tests/APICoverage/run_coverage.py's compiler flags):

- docs/engine.md: the first Swift block, a program of its own (top-level code);
- docs/snapshot-testing.md: the view file (`// Sources/AppViews/Card.swift`) and its tests
  (`// Tests/AppViewsTests/CardTests.swift`), as one module (the `@testable import` of the view
  target left out: the view is in the same module);
- docs/snapshot-testing.md: the `@MainActor` XCTest class (`// Tests/AppViewsTests/CardXCTests.swift`);
- README.md: the block under "Snapshot tests", with the guide's view file;
- docs/snap-test.md: the Swift Testing test of every preview (`PreviewSnapshots`).

    python3 Tests/Guides/check_guide_code.py [--build .build/debug]

Prints each check and exits 1 with the compiler's errors if one fails. GuideCodeTests runs it.
"""
import argparse
import importlib.util
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

spec = importlib.util.spec_from_file_location('coverage', os.path.join(ROOT, 'Tests', 'APICoverage', 'run_coverage.py'))
coverage = importlib.util.module_from_spec(spec)
spec.loader.exec_module(coverage)


def swift_blocks(path):
    text = open(os.path.join(ROOT, path), encoding='utf-8').read()
    return re.findall(r'```swift\n(.*?)```', text, re.S)


def block_starting(path, first_line):
    for block in swift_blocks(path):
        if block.startswith(first_line):
            return block
    raise SystemExit('%s: no Swift block starts with %r' % (path, first_line))


def block_after_heading(path, heading):
    text = open(os.path.join(ROOT, path), encoding='utf-8').read()
    section = text.split('\n' + heading + '\n', 1)
    if len(section) < 2:
        raise SystemExit('%s: no heading %r' % (path, heading))
    match = re.search(r'```swift\n(.*?)```', section[1], re.S)
    if not match:
        raise SystemExit('%s: no Swift block under %r' % (path, heading))
    return match.group(1)


def typecheck(name, files, flags, swiftc, library=True):
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for file_name, source in files:
            path = os.path.join(folder, file_name)
            with open(path, 'w', encoding='utf-8') as f:
                f.write(source)
            paths.append(path)
        cmd = [swiftc, '-typecheck', '-swift-version', '5', '-module-name', 'GuideCode'] \
            + (['-parse-as-library'] if library else []) + flags + paths
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    print('%-60s %s' % (name, 'ok' if p.returncode == 0 else 'FAILED'))
    if p.returncode != 0:
        print(p.stdout + p.stderr)
    return p.returncode == 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--build', default=os.path.join(ROOT, '.build', 'debug'))
    parser.add_argument('--swiftc', default=os.environ.get('SWIFTC', 'swiftc'))
    args = parser.parse_args()
    flags = coverage.compiler_flags(os.path.abspath(args.build))
    card = block_starting('docs/snapshot-testing.md', '// Sources/AppViews/Card.swift')
    tests = block_starting('docs/snapshot-testing.md', '// Tests/AppViewsTests/CardTests.swift')
    readme = block_after_heading('README.md', '## Snapshot tests')
    xctests = block_starting('docs/snapshot-testing.md', '// Tests/AppViewsTests/CardXCTests.swift')
    previews = block_after_heading('docs/snap-test.md', '## From `swift test`')

    def same_module(source):
        return source.replace('@testable import AppViews\n', '')

    results = [
        typecheck('docs/engine.md: using the engine from Swift', [('main.swift', swift_blocks('docs/engine.md')[0])], flags,
                  args.swiftc, library=False),
        typecheck('docs/snapshot-testing.md: Card.swift and CardTests.swift',
                  [('Card.swift', card), ('CardTests.swift', same_module(tests))], flags, args.swiftc),
        typecheck('README.md: the snapshot test', [('Card.swift', card), ('CardTests.swift', same_module(readme))], flags,
                  args.swiftc),
        typecheck('docs/snapshot-testing.md: the @MainActor XCTest class',
                  [('Card.swift', card), ('CardXCTests.swift', same_module(xctests))], flags, args.swiftc),
        typecheck('docs/snap-test.md: every preview from swift test', [('PreviewTests.swift', previews)], flags, args.swiftc),
    ]
    sys.exit(0 if all(results) else 1)


if __name__ == '__main__':
    main()
