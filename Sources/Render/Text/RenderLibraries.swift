import CHarfBuzz

/// The versions of the libraries that read this process's fonts: FreeType for unhinted outlines,
/// HarfBuzz for shaping. They are not in an image's provenance (`RenderProvenance`): Debian 12's
/// and 13's drew the same pixels (`docs/reference/same-pixels.md`), and recording them would make
/// the same pixels other bytes on another system. The snapshot report and a failing comparison
/// name them, so a difference they do make can still be told.
public struct RenderLibraries: Codable, Hashable, Sendable {
    public var freetype: String
    public var harfbuzz: String

    public init(freetype: String, harfbuzz: String) {
        self.freetype = freetype; self.harfbuzz = harfbuzz
    }

    /// This process's: `FT_Library_Version` of the engine's library and `hb_version_string`.
    public static var current: RenderLibraries {
        RenderLibraries(freetype: TextEngine.shared.freetypeVersion, harfbuzz: String(cString: hb_version_string()))
    }

    /// "FreeType 2.12.1, HarfBuzz 6.0.0".
    public var summary: String { "FreeType \(freetype), HarfBuzz \(harfbuzz)" }
}
