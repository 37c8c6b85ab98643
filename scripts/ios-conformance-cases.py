#!/usr/bin/env python3
"""Recreates the reference.png and case.json of each case docs/reference/ios-conformance-cases.md lists.

    scripts/ios-conformance-cases.py CASES [--doc PATH] [--mirrors DIR] [--only NAME ...]

For each row of the doc's case table (the one whose first column is `case`) it reads the
reference from the repository's mirror (`DIR/<owner>+<name>/repo`, a bare git directory as the
research tools' `fetch` leaves it; default /work/.mirror) at the row's commit and writes

    CASES/<case>/reference.png
    CASES/<case>/case.json   {"repo", "commit", "test", "reference", "ios", "snapArgs"}

View.swift is not recreated: it is the view code reduced by hand from the repository's sources
(the doc says what each case reduces), and it is other people's code, so it is never committed.
A case without one is reported here, and scripts/ios-conformance would count it as failing to
render, so write it before running the harness. Rows whose repository has no mirror are reported and skipped.
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def table_rows(doc):
    """The rows of the first markdown table whose header starts with `case`."""
    rows, header, in_table = [], None, False
    for line in open(doc, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.startswith("|"):
            if in_table:
                break
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            if cells and cells[0] == "case":
                header, in_table = cells, True
            continue
        if set("".join(cells)) <= set("-: "):
            continue
        rows.append(dict(zip(header, cells)))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cases")
    ap.add_argument("--doc", default=os.path.join(HERE, "..", "docs", "reference", "ios-conformance-cases.md"))
    ap.add_argument("--mirrors", default="/work/.mirror")
    ap.add_argument("--only", nargs="*", default=None)
    args = ap.parse_args()

    rows = table_rows(args.doc)
    if not rows:
        sys.exit(f"ios-conformance-cases: no case table in {args.doc}")
    made = missing_view = skipped = 0
    for row in rows:
        name = row["case"]
        if args.only and name not in args.only:
            continue
        # The repository column reads `owner/name@commit`, so that the paths after it on the line
        # are that repository's (Tests/LayoutDSLTests/CitedPathTests.swift).
        repo, commit, ref = row["repository"].split("@")[0], row["commit"], row["reference"]
        gitdir = os.path.join(args.mirrors, repo.replace("/", "+", 1), "repo")
        if not os.path.isdir(gitdir):
            print(f"{name}: no mirror of {repo} at {gitdir} (fetch it first); skipped")
            skipped += 1
            continue
        png = subprocess.run(["git", f"--git-dir={gitdir}", "show", f"{commit}:{ref}"], capture_output=True)
        if png.returncode != 0:
            print(f"{name}: {repo}@{commit[:8]} has no {ref}: {png.stderr.decode().strip()}; skipped")
            skipped += 1
            continue
        out = os.path.join(args.cases, name)
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, "reference.png"), "wb") as f:
            f.write(png.stdout)
        snap_args = row["snap args"].strip("`").split()
        ios = row.get("iOS, device", "")
        with open(os.path.join(out, "case.json"), "w") as f:
            json.dump({"repo": repo, "commit": commit, "test": row["test"], "reference": ref,
                       "ios": ios, "snapArgs": snap_args}, f, indent=1)
        made += 1
        if not os.path.exists(os.path.join(out, "View.swift")):
            print(f"{name}: reference and case.json written; View.swift still to be reduced by hand from {row['test']}")
            missing_view += 1
    print(f"{made} cases written, {missing_view} without View.swift, {skipped} skipped")


if __name__ == "__main__":
    main()
