import CHarfBuzz
import LayoutDSL

/// What made a render's pixels besides its view: the font files its text was drawn with and the
/// versions of the libraries that read them (FreeType for unhinted outlines, HarfBuzz for
/// shaping; outlines are filled by this package's own rasterizer, which no system library
/// changes). A render is a function of its view and of these, so the snapshot strategies write
/// it into every image they make (a PNG text chunk, `PNGMetadata`), and a reference that fails
/// on another machine can say whether that machine's fonts differ from the ones it was made
/// with, rather than show a difference of every text pixel without a reason.
public struct RenderProvenance: Codable, Hashable, Sendable {
    /// The faces the text was drawn with, sorted, each once.
    public var fonts: [FontIdentity]
    public var freetype: String
    public var harfbuzz: String

    public init(fonts: [FontIdentity], freetype: String = Self.freetypeVersion, harfbuzz: String = Self.harfbuzzVersion) {
        self.fonts = Array(Set(fonts)).sorted()
        self.freetype = freetype
        self.harfbuzz = harfbuzz
    }

    /// The provenance of a resolved tree's pixels: the faces of every text it draws, canvases'
    /// drawings included. Only what this tree draws, so the record of a snapshot does not depend
    /// on what else the process rendered before it.
    public init(of tree: ResolvedTree) {
        var fonts: [FontIdentity] = []
        func collect(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let text as TextLayoutResult): fonts += text.fontIdentities
                case .group(let group): collect(group.items)
                default: break
                }
            }
        }
        for node in tree.allNodes { collect(node.display.content) }
        self.init(fonts: fonts)
    }

    /// One line: the faces, or that no text was drawn, then the libraries.
    public var summary: String {
        (fonts.isEmpty ? "no text" : fonts.map(\.description).joined(separator: ", "))
            + "; FreeType \(freetype), HarfBuzz \(harfbuzz)"
    }

    /// FreeType's version, as `FT_Library_Version` reports it for the engine's library.
    public static var freetypeVersion: String { TextEngine.shared.freetypeVersion }
    /// HarfBuzz's version (`hb_version_string`).
    public static let harfbuzzVersion = String(cString: hb_version_string())

    /// How this render's makings differ from a reference's, one line each: a face of the same
    /// family and style whose revision or contents differ, a face drawn there whose family this
    /// machine drew with another family, and a library of another version. Empty when nothing
    /// that draws text differs.
    public func differences(from reference: RenderProvenance) -> [String] {
        var lines: [String] = []
        for theirs in reference.fonts {
            let ours = fonts.filter { $0.family == theirs.family && $0.style == theirs.style }
            if !ours.isEmpty, !ours.contains(theirs) {
                lines.append("\(theirs.family) \(theirs.style): the reference was drawn with \(theirs), this machine drew " +
                    "\(ours.map(\.description).joined(separator: ", "))")
            }
        }
        let theirFamilies = Set(reference.fonts.map(\.family)), ourFamilies = Set(fonts.map(\.family))
        let missing = theirFamilies.subtracting(ourFamilies), standIns = ourFamilies.subtracting(theirFamilies)
        if !missing.isEmpty, !standIns.isEmpty {
            lines.append("the reference's text was drawn with \(missing.sorted().joined(separator: ", ")); this machine drew "
                         + "\(standIns.sorted().joined(separator: ", ")) instead (is the font installed?)")
        }
        if freetype != reference.freetype { lines.append("FreeType \(reference.freetype) made the reference, \(freetype) this image") }
        if harfbuzz != reference.harfbuzz { lines.append("HarfBuzz \(reference.harfbuzz) made the reference, \(harfbuzz) this image") }
        return lines
    }
}
