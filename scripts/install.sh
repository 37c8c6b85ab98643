#!/usr/bin/env bash
# Installs a release `snap` and what it compiles previewed files against into a prefix
# (default ~/.local), so `snap render File.swift` works from any folder:
#   PREFIX/bin/snap
#   PREFIX/lib/snap/libSnapRuntime.so     the render pipeline previews link against
#   PREFIX/lib/snap/PreviewMacros-tool    the #Preview macro's compiler plugin
#   PREFIX/lib/snap/LayoutDSL_Render.resources/Fonts/   the fonts text and symbols are drawn with
#   PREFIX/lib/snap/Modules/              the Swift modules a previewed file imports, and theirs
#   PREFIX/lib/snap/Sources/, include/    the C module maps and headers those modules were built with
# snap finds PREFIX/lib/snap from its own executable (../lib/snap). Run it again to update;
# `scripts/install.sh PREFIX --debug` installs a debug build instead (faster to build, slower to render).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-$HOME/.local}"
configuration=release
[ "${2:-}" = "--debug" ] && configuration=debug
prefix="$(mkdir -p "$prefix" && cd "$prefix" && pwd)"

echo "snap: building snap and its runtime ($configuration); the first build takes several minutes" >&2
swift build -c "$configuration" --product snap
swift build -c "$configuration" --product SnapRuntime
bin="$(swift build -c "$configuration" --show-bin-path)"

lib="$prefix/lib/snap"
staging="$prefix/lib/.snap.$$"
rm -rf "$staging"
mkdir -p "$staging/Modules" "$staging/include" "$prefix/bin"
cp "$bin/libSnapRuntime.so" "$bin/PreviewMacros-tool" "$staging/"
# The fonts, found beside the runtime by it and by snap (Sources/Render/Text/RenderResources.swift).
cp -r "$bin/LayoutDSL_Render.resources" "$staging/"
# The modules a previewed file sees (SnapRuntime's generated main, SwiftUI and the LayoutDSL it re-exports, Render and the asset
# catalog format it imports,
# OpenCombine for `import Combine` with its Dispatch and Foundation schedulers, Apple's other frameworks) and the one they
# were built against.
for module in SnapRuntime SwiftUI LayoutDSL Render AssetCatalogFormat OpenCombine OpenCombineDispatch OpenCombineFoundation _CoreGraphics _DarwinFoundation _FoundationGaps CoreGraphics CoreLocation UniformTypeIdentifiers MapKit \
    AuthenticationServices AVFoundation AVKit \
    WebKit SafariServices PhotosUI StoreKit SwiftData CoreData Charts \
    _OSLog _CryptoKit _Security _SystemConfiguration Crypto CryptoBoringWrapper UserNotifications _Network TipKit LocalAuthentication BackgroundTasks CoreSpotlight \
    MessageUI AudioToolbox AppIntents Photos HealthKit Vision Intents WidgetKit ImageIO CoreImage FoundationModels ActivityKit \
    CoreMotion AppTrackingTransparency AdSupport EventKit Contacts CloudKit; do
    cp "$bin/Modules/$module.swiftmodule" "$staging/Modules/"
    if [ -f "$bin/Modules/$module.swiftdoc" ]; then cp "$bin/Modules/$module.swiftdoc" "$staging/Modules/"; fi
done
# System-library module maps and the shim's headers, where snap looks for them (Sources/…).
for module in CFreeType CHarfBuzz CFontconfig CUnibreak CFribidi CLibPNG CQREncode; do
    mkdir -p "$staging/Sources/$module"
    cp Sources/"$module"/*.modulemap Sources/"$module"/*.h "$staging/Sources/$module/"
done
for shim in PNGShim JPEGShim ImageShim; do
    mkdir -p "$staging/Sources/$shim"
    cp -r Sources/"$shim"/include "$staging/Sources/$shim/"
done
# The modules of Apple's names the packages snap builds see, with the headers of Darwin's functions they declare
# (Sources/snap/Module/PackageDarwinView.swift).
mkdir -p "$staging/Sources/DarwinShim"
cp -r Sources/DarwinShim/include Sources/DarwinShim/Modules Sources/DarwinShim/PackageUIKit "$staging/Sources/DarwinShim/"
# SwiftPM's generated module maps of C targets name their umbrella headers by absolute path:
# copy each header folder and point the map at the copy.
for target in PNGShim JPEGShim ImageShim VirtualTime PathClipping COpenCombineHelpers; do
    header="$(sed -n 's/.*umbrella header "\(.*\)".*/\1/p' "$bin/$target.build/module.modulemap")"
    cp -r "$(dirname "$header")" "$staging/include/$target"
    mkdir -p "$staging/$target.build"
    sed "s|umbrella header \".*\"|umbrella header \"$lib/include/$target/$(basename "$header")\"|" \
        "$bin/$target.build/module.modulemap" > "$staging/$target.build/module.modulemap"
done

rm -rf "$lib"
mv "$staging" "$lib"
cp "$bin/snap" "$prefix/bin/snap.new"
mv "$prefix/bin/snap.new" "$prefix/bin/snap"
echo "snap: installed $prefix/bin/snap and its runtime in $lib" >&2
# One render, so the compiler's module cache (Foundation, Glibc and the C libraries' modules, in
# ~/.cache/clang) is built now: without it the first file snap compiles takes about 2.4 s more.
warmup="$(mktemp -d)"
printf 'import SwiftUI\n#Preview(traits: .sizeThatFitsLayout) { Text("snap").padding() }\n' > "$warmup/Warmup.swift"
(cd "$warmup" && "$prefix/bin/snap" render Warmup.swift --quiet -o "$warmup/out") || echo "snap: the warm-up render failed; snap still works, its first compile is slower" >&2
rm -rf "$warmup"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "snap: $prefix/bin is not on your PATH; add it: export PATH=\"$prefix/bin:\$PATH\"" >&2 ;;
esac
