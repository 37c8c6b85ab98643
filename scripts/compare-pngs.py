#!/usr/bin/python3
"""Compares two sets of PNGs byte for byte, and pixel for pixel where the bytes differ.

    scripts/compare-pngs.py A B [--name-a host] [--name-b trixie]

A and B are folders of `<TestFile>/<name>.png` (what `scripts/same-pixels render` writes), or the
word `references`: the repository's reference images, Tests/*/__Snapshots__/<TestFile>/<name>.png.
Images only one side has are counted and listed, never compared. For each pair whose bytes differ
it says why, as far as the files tell: a chunk other than the image data (IHDR, the `iTXt`
provenance that names fonts and library versions), the compressed stream alone (same filtered
rows: another deflate), the filtered rows (same pixels: another filter choice), or the pixels
(how many, where, by how much). Prints a summary; exits 1 when any pixels differ, 0 otherwise
(the two references a test fails against on purpose are listed apart and do not count).
Decodes with Pillow from Debian (python3-pil), so the decoder is not the renderer's own libpng.
"""
import argparse
import json
import struct
import sys
import zlib
from pathlib import Path

from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parent.parent
# References a test compares a red dot with on purpose, to check how the report shows a failure
# (the SnapshotReport…Tests suites of Tests/LayoutSnapshotTestingTests): their pixels differ by design.
DIFFER_ON_PURPOSE = {"SnapshotReportTests/assertSnapshotInSwiftTesting.changed.png",
                     "SnapshotReportXCTests/testAssertSnapshotInXCTest.changed.png"}


def pngs(side):
    """Relative name → path for a folder, or for the repository's references."""
    if side == "references":
        found = {}
        for path in sorted(ROOT.glob("Tests/*/__Snapshots__/*/*.png")):
            found[f"{path.parent.name}/{path.name}"] = path
        return found
    folder = Path(side)
    # swift-snapshot-testing and the report write a failed comparison's reference and diff beside it.
    return {str(p.relative_to(folder)): p for p in sorted(folder.glob("*/*.png"))
            if not p.name.endswith((".reference.png", ".diff.png"))}


def chunks(data):
    """The PNG's chunks as (type, body) in order."""
    i, found = 8, []
    while i + 8 <= len(data):
        (length,) = struct.unpack(">I", data[i:i + 4])
        found.append((data[i + 4:i + 8].decode("latin-1"), data[i + 8:i + 8 + length]))
        i += 12 + length
    return found


def itxt(body):
    """An iTXt chunk's keyword and (uncompressed) text."""
    keyword, _, rest = body.partition(b"\0")
    text = rest[2:].split(b"\0", 2)[2]  # compression flag and method, language tag, translated keyword
    return keyword.decode("latin-1"), text.decode("utf-8", "replace")


def text_difference(a, b):
    """What differs between two provenance texts: the JSON keys whose values differ, else the texts."""
    try:
        ja, jb = json.loads(a), json.loads(b)
        keys = sorted(k for k in set(ja) | set(jb) if ja.get(k) != jb.get(k))
        parts = []
        for k in keys:
            va, vb = ja.get(k), jb.get(k)
            if k == "fonts" and isinstance(va, list) and isinstance(vb, list):
                only_a = [f for f in va if f not in vb]
                only_b = [f for f in vb if f not in va]
                parts.append(f"fonts {summary(only_a)} → {summary(only_b)}")
            else:
                parts.append(f"{k} {va!r} → {vb!r}")
        return "; ".join(parts)
    except (ValueError, AttributeError):
        return f"{a[:80]!r} → {b[:80]!r}"


def summary(fonts):
    return "[" + ", ".join(f"{f.get('family')} {f.get('style', '')} {f.get('revision')}".replace("  ", " ")
                           if isinstance(f, dict) else str(f) for f in fonts) + "]"


def metadata_differences(ca, cb):
    """Differences in chunks other than IDAT, one phrase each."""
    found = []
    meta_a = [(t, body) for t, body in ca if t != "IDAT"]
    meta_b = [(t, body) for t, body in cb if t != "IDAT"]
    texts_a = dict(itxt(body) for t, body in meta_a if t == "iTXt")
    texts_b = dict(itxt(body) for t, body in meta_b if t == "iTXt")
    for keyword in sorted(set(texts_a) | set(texts_b)):
        if keyword not in texts_b:
            found.append(f"iTXt '{keyword}' only in A")
        elif keyword not in texts_a:
            found.append(f"iTXt '{keyword}' only in B")
        elif texts_a[keyword] != texts_b[keyword]:
            found.append(f"iTXt '{keyword}' differs: {text_difference(texts_a[keyword], texts_b[keyword])}")
    others_a = [(t, body) for t, body in meta_a if t != "iTXt"]
    others_b = [(t, body) for t, body in meta_b if t != "iTXt"]
    if [t for t, _ in others_a] != [t for t, _ in others_b]:
        found.append("chunks differ: " + " ".join(t for t, _ in others_a) + " / " + " ".join(t for t, _ in others_b))
    else:
        found += [f"{t} differs" for (t, body), (_, other) in zip(others_a, others_b) if body != other]
    return found


def stream_difference(ca, cb):
    """Whether the image data differs in its compressed stream only, or in its filtered rows too."""
    idat_a = b"".join(body for t, body in ca if t == "IDAT")
    idat_b = b"".join(body for t, body in cb if t == "IDAT")
    if idat_a == idat_b:
        return None
    try:
        rows_a, rows_b = zlib.decompress(idat_a), zlib.decompress(idat_b)
    except zlib.error as error:
        return f"image data differs and does not inflate ({error})"
    if rows_a == rows_b:
        return f"compressed stream differs, same filtered rows ({len(idat_a)} vs {len(idat_b)} bytes compressed)"
    return "filtered rows differ (another filter choice or other pixels)"


def pixel_difference(pa, pb):
    """None when the pixels are equal, else a phrase: sizes, or count, box and largest channel delta."""
    ia, ib = Image.open(pa).convert("RGBA"), Image.open(pb).convert("RGBA")
    if ia.size != ib.size:
        return f"sizes differ: {ia.size[0]}×{ia.size[1]} vs {ib.size[0]}×{ib.size[1]}"
    diff = ImageChops.difference(ia, ib)
    # A pixel differs when any of its channels does (an RGBA image's own getbbox looks at alpha alone).
    differs = None
    for channel in diff.split():
        nonzero = channel.point(lambda v: 255 if v else 0)
        differs = nonzero if differs is None else ImageChops.lighter(differs, nonzero)
    box = differs.getbbox()
    if box is None:
        return None
    count = differs.histogram()[255]
    largest = max(extreme[1] for extreme in diff.getextrema())
    total = ia.size[0] * ia.size[1]
    return (f"pixels differ: {count} of {total} ({100 * count / total:.2f} %) in x {box[0]}…{box[2] - 1}, "
            f"y {box[1]}…{box[3] - 1}, largest channel delta {largest}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--name-a", default="A")
    parser.add_argument("--name-b", default="B")
    args = parser.parse_args()
    a, b = pngs(args.a), pngs(args.b)
    common = sorted(set(a) & set(b))
    identical, same_pixels, differing, on_purpose = [], [], [], []
    for name in common:
        da, db = a[name].read_bytes(), b[name].read_bytes()
        if da == db:
            identical.append(name)
            continue
        ca, cb = chunks(da), chunks(db)
        reasons = metadata_differences(ca, cb)
        stream = stream_difference(ca, cb)
        pixels = pixel_difference(a[name], b[name])
        if pixels and "references" in (args.a, args.b) and name in DIFFER_ON_PURPOSE:
            on_purpose.append((name, [pixels, "a test fails against this reference on purpose"]))
        elif pixels:
            differing.append((name, [pixels] + reasons))
        else:
            same_pixels.append((name, reasons + ([stream] if stream else [])))
    print(f"{args.name_a} ({args.a}) vs {args.name_b} ({args.b})")
    print(f"  PNGs compared:                     {len(common)}")
    print(f"  byte-identical:                    {len(identical)}")
    print(f"  pixel-identical, bytes differ:     {len(same_pixels)}")
    print(f"  pixels differ:                     {len(differing)}")
    if on_purpose:
        print(f"  pixels differ on purpose:          {len(on_purpose)}")
    print(f"  only in {args.name_a}: {len(set(a) - set(b))}, only in {args.name_b}: {len(set(b) - set(a))}")
    for title, items in (("pixel-identical, bytes differ", same_pixels), ("pixels differ", differing),
                         ("pixels differ on purpose", on_purpose)):
        if items:
            print(f"{title}:")
            for name, reasons in items:
                print(f"  {name}: " + "; ".join(reasons))
    for title, names in ((f"only in {args.name_a}", sorted(set(a) - set(b))), (f"only in {args.name_b}", sorted(set(b) - set(a)))):
        if names:
            print(f"{title}: " + " ".join(names))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
