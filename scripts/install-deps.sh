#!/usr/bin/env bash
# The system packages LayoutDSL needs: libpng and libdeflate for PNG; libjpeg-turbo for JPEG photos in asset catalogs; libheif
# (with libde265, which decodes HEVC for the package's own colour conversion: Sources/ImageShim/HEVCDecoder.c),
# librsvg, poppler-glib, Little CMS and libexif for their HEIF photos, SVG and PDF images, colour profiles and orientation; FreeType, HarfBuzz, fontconfig,
# libunibreak and FriBidi for text; Clipper (libpolyclipping) for Path's set operations (Sources/PathClipping);
# libqrencode for Core Image's QR code generator (Sources/CoreImage/CIQRCodeGenerator.swift); the two fonts too large to ship with the package, which the renderer opens
# by their packages' exact files (Sources/Render/Text/SystemFonts.swift: Noto Sans CJK, Noto Color Emoji; Inter,
# DejaVu, Noto Sans Arabic and Hebrew and the Material icon fonts ship in Sources/Render/Fonts and need no
# package); Chromium to test the snapshot report in a real browser; cairo for the RasterVsCairo
# benchmark, which CI builds and never runs; python3 for the API coverage table (Tests/APICoverage); SQLite's
# headers for GRDB, a package the tests preview an app with (Tests/SnapCLITests/Module/MirroredPackagesTests.swift).
#
# The names differ by system, read from /etc/os-release:
# - Debian 12 (bookworm): the list CI installs, and the one every reference image was drawn with.
# - Debian 13 (trixie): tried in a trixie root by scripts/second-system. pkg-config is only a transitional
#   package there (pkgconf is the real one). The -dev names of libdeflate, libunibreak and libpng are unchanged (their libraries became libdeflate0 1.23,
#   libunibreak6 and libpng16-16t64), and chromium is a package as on Debian 12.
# - Ubuntu 22.04 (jammy) and 24.04 (noble): derived from Ubuntu's package lists, NOT tried on either system.
#   Ubuntu ships Chromium only as a snap (its chromium-browser package installs the snap), so it is left out:
#   ReportBrowserTests needs a chromium on PATH installed some other way. The fonts are in universe.
# scripts/symbols/generate.py, which maintainers run by hand, also reads the icon fonts' packages
# (fonts-material-design-icons-iconfont, fonts-materialdesignicons-webfont); install them to run it.
# Other systems: one line saying which system is unknown, and exit 1. The references were drawn on Debian 12;
# docs/reference/same-pixels.md says what another system's packages draw differently.
set -euo pipefail
os_id="$(. /etc/os-release && echo "${ID:-}")"
version="$(. /etc/os-release && echo "${VERSION_ID:-}")"
name="$(. /etc/os-release && echo "${PRETTY_NAME:-$os_id $version}")"
libraries=(python3 libpng-dev libdeflate-dev libjpeg-dev libheif-dev libde265-dev librsvg2-dev libpoppler-glib-dev liblcms2-dev libexif-dev
           libfreetype-dev libharfbuzz-dev libfontconfig-dev libunibreak-dev libfribidi-dev libcairo2-dev libsqlite3-dev
           libqrencode-dev libpolyclipping-dev)
fonts=(fonts-noto-color-emoji fonts-noto-cjk)
case "$os_id $version" in
    "debian 12")    packages=(pkg-config "${libraries[@]}" "${fonts[@]}" chromium) ;;
    "debian 13")    packages=(pkgconf "${libraries[@]}" "${fonts[@]}" chromium) ;;
    "ubuntu 22.04") packages=(pkg-config "${libraries[@]}" "${fonts[@]}") ;;
    "ubuntu 24.04") packages=(pkg-config "${libraries[@]}" "${fonts[@]}") ;;
    *)
        echo "install-deps.sh: unknown system $name (ID=$os_id VERSION_ID=$version); it knows Debian 12 and 13, Ubuntu 22.04 and 24.04" >&2
        exit 1 ;;
esac
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
    sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
fi
