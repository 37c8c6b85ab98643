#!/usr/bin/env bash
# The Debian packages LayoutDSL needs: libpng and libdeflate for PNG; libjpeg-turbo for JPEG photos in asset catalogs; libheif,
# librsvg, poppler-glib, Little CMS and libexif for their HEIF photos, SVG and PDF images, colour profiles and orientation; FreeType, HarfBuzz, fontconfig,
# libunibreak and FriBidi for text; the fonts the renderer resolves to exact files (fonts-noto-core
# for Noto Sans Arabic and Noto Sans Hebrew; the two Material icon fonts that stand in for SF
# Symbols); Chromium to test the snapshot report in a real browser; cairo for the RasterVsCairo
# benchmark, which CI builds and never runs; python3 for the API coverage table (Tests/APICoverage); SQLite's
# headers for GRDB, a package the tests preview an app with (Tests/SnapCLITests/Module/MirroredPackagesTests.swift).
set -euo pipefail
packages=(pkg-config python3 libpng-dev libdeflate-dev libjpeg-dev libheif-dev librsvg2-dev libpoppler-glib-dev liblcms2-dev libexif-dev libfreetype-dev libharfbuzz-dev libfontconfig-dev libunibreak-dev libfribidi-dev libcairo2-dev libsqlite3-dev
          fonts-dejavu-core fonts-inter fonts-noto-color-emoji fonts-noto-cjk fonts-noto-core
          fonts-material-design-icons-iconfont fonts-materialdesignicons-webfont chromium)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
    sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
fi
