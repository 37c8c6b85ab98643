import CFontconfig
import LayoutDSL
import Synchronization

/// A font file and face index that fontconfig resolved, checked against the request.
struct FontFile: Hashable {
    let path: String
    let index: Int
}

/// Errors from resolving fonts: a missing package is a setup problem, reported in one line.
public struct FontError: Error, CustomStringConvertible {
    public let description: String
}

/// Finds font files: a family the package ships from its resources (`BundledFonts`), CJK and
/// emoji from the files their packages install (`SystemFonts`), any other with fontconfig,
/// verifying what it picked: fontconfig substitutes another family or weight rather than fail,
/// so a match whose family or weight differs from the request is rejected.
enum FontFiles {
    /// The families the engine uses. The package ships all but CJK and emoji (`BundledFonts`),
    /// which come from the Debian packages `scripts/install-deps.sh` installs (`SystemFonts`).
    static let system = "Inter"                     // standing in for SF Pro
    static let cjk = "Noto Sans CJK SC"             // fonts-noto-cjk
    static let emoji = "Noto Color Emoji"           // fonts-noto-color-emoji
    static let arabic = "Noto Sans Arabic"          // joining forms (init, medi, fina) for HarfBuzz
    static let hebrew = "Noto Sans Hebrew"
    static let serif = "DejaVu Serif"
    static let monospaced = "DejaVu Sans Mono"

    /// fontconfig's configuration, loaded once per process and kept for its life, and the answers
    /// given so far. Loading parses every config file and maps every font cache (3–10 ms a load
    /// with warm caches on the development machine, 8–40 ms in the performance issue), which
    /// every uncached lookup used to repeat; one lock serializes the lookups against it.
    private struct State {
        var loaded = false
        var config: OpaquePointer?
        var cache: [String: FontFile?] = [:]
    }
    private static let state = Mutex(State())

    /// Whatever fontconfig picks for `sans-serif`: the stand-in when even Inter is missing.
    static var anySansSerif: FontFile? { resolve(family: "sans-serif", weight: 400, italic: false, exactWeight: false, anyFamily: true) }

    /// The file for a family at a weight and slant; `exactWeight` demands that weight,
    /// `anyFamily` accepts fontconfig's substitute for the family. A shipped family is never
    /// asked of fontconfig while the package's fonts are found, nor CJK and emoji while their
    /// packages' files are.
    static func resolve(family: String, weight: Int, italic: Bool, exactWeight: Bool, anyFamily: Bool = false) -> FontFile? {
        if RenderResources.fonts != nil, BundledFonts.families[family] != nil {
            return BundledFonts.file(family: family, weight: weight, italic: italic, exactWeight: exactWeight)
        }
        if let file = SystemFonts.file(family: family, weight: weight, italic: italic, exactWeight: exactWeight) { return file }
        return installed(family: family, weight: weight, italic: italic, exactWeight: exactWeight, anyFamily: anyFamily)
    }

    /// The installed file fontconfig finds for a request, checked against it.
    static func installed(family: String, weight: Int, italic: Bool, exactWeight: Bool, anyFamily: Bool = false) -> FontFile? {
        let key = "\(family)|\(weight)|\(italic)|\(exactWeight)|\(anyFamily)"
        return state.withLock { state in
            if let cached = state.cache[key] { return cached }
            if !state.loaded {
                state.config = FcInitLoadConfigAndFonts()
                state.loaded = true
            }
            let file = state.config.flatMap {
                query(config: $0, family: family, weight: weight, italic: italic, exactWeight: exactWeight, anyFamily: anyFamily)
            }
            state.cache[key] = file
            return file
        }
    }

    private static func query(config: OpaquePointer, family: String, weight: Int, italic: Bool, exactWeight: Bool,
                              anyFamily: Bool) -> FontFile? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        let fcWeight = FcWeightFromOpenType(Int32(weight))
        FcPatternAddInteger(pattern, FC_WEIGHT, fcWeight)
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }

        var families: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var i: Int32 = 0
        while FcPatternGetString(match, FC_FAMILY, i, &value) == FcResultMatch, let value {
            families.append(String(cString: value)); i += 1
        }
        guard anyFamily || families.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else { return nil }
        var matchedWeight: Int32 = 0
        FcPatternGetInteger(match, FC_WEIGHT, 0, &matchedWeight)
        if exactWeight, matchedWeight != fcWeight { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        FcPatternGetInteger(match, FC_INDEX, 0, &index)
        return FontFile(path: String(cString: file), index: Int(index))
    }
}
