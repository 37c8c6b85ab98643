import LayoutDSL

/// What made a render's pixels besides its view and is not the same on every machine by
/// construction: the font files its text was drawn with, and the libraries that drew its vector
/// images (`LibraryDrawnImage`). The faces the engine was fitted to ship
/// with the package (`BundledFonts`), but a CJK or colour emoji face comes from the system, and an
/// app's own font from wherever the app keeps it. The libraries that read the fonts are left out:
/// FreeType (unhinted outlines) and HarfBuzz (shaping) of Debian 12 and 13 drew every reference
/// image of this repository with the same pixels (`docs/reference/same-pixels.md`), and outlines
/// are filled by this package's own rasterizer; the snapshot report names them instead
/// (`RenderLibraries`). So the same pixels are the same bytes on another system.
///
/// The snapshot strategies write it into every image they make (a PNG text chunk, `PNGImage`),
/// and a reference that fails on another machine can say whether that machine's fonts differ
/// from the ones it was made with, rather than show a difference of every text pixel without a
/// reason.
public struct RenderProvenance: Codable, Hashable, Sendable {
    /// The faces the text was drawn with, sorted, each once.
    public var fonts: [FontIdentity]
    /// The libraries that drew its vector images, with their versions, sorted, each once; nil
    /// (and not in the JSON) when it draws none.
    public var images: [String]?

    public init(fonts: [FontIdentity], images: [String] = []) {
        self.fonts = Array(Set(fonts)).sorted()
        self.images = images.isEmpty ? nil : Array(Set(images)).sorted()
    }

    /// The provenance of a resolved tree's pixels: the faces of every text it draws, canvases'
    /// drawings included. Only what this tree draws, so the record of a snapshot does not depend
    /// on what else the process rendered before it.
    public init(of tree: ResolvedTree) {
        var fonts: [FontIdentity] = [], images: [String] = []
        func collect(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let text as TextLayoutResult): fonts += text.fontIdentities
                case .image(let image, _, _): images += [(image as? LibraryDrawnImage)?.library].compactMap { $0 }
                case .group(let group): collect(group.items)
                default: break
                }
            }
        }
        for node in tree.allNodes { collect(node.display.content) }
        self.init(fonts: fonts, images: images)
    }

    /// One line: the faces, or that no text was drawn, and the vector images' libraries.
    public var summary: String {
        (fonts.isEmpty ? "no text" : fonts.map(\.description).joined(separator: ", "))
            + (images.map { "; images drawn with " + $0.joined(separator: "; ") } ?? "")
    }

    /// How this render's makings differ from a reference's, one line each: a face of the same
    /// family and style whose revision or contents differ ("Noto Color Emoji Regular is 2.051
    /// here …; the reference was drawn with 2.042 …"), a family drawn there that this machine
    /// replaced with another, and other versions of the libraries that drew both's vector
    /// images. Empty when none differs.
    public func differences(from reference: RenderProvenance) -> [String] {
        var lines: [String] = []
        for theirs in reference.fonts {
            let ours = fonts.filter { $0.family == theirs.family && $0.style == theirs.style }
            if !ours.isEmpty, !ours.contains(theirs) {
                lines.append("\(theirs.family) \(theirs.style) is \(ours.map(\.version).joined(separator: ", ")) here; "
                             + "the reference was drawn with \(theirs.version)")
            }
        }
        let theirFamilies = Set(reference.fonts.map(\.family)), ourFamilies = Set(fonts.map(\.family))
        let missing = theirFamilies.subtracting(ourFamilies), standIns = ourFamilies.subtracting(theirFamilies)
        if !missing.isEmpty, !standIns.isEmpty {
            lines.append("the reference's text was drawn with \(missing.sorted().joined(separator: ", ")); this machine drew "
                         + "\(standIns.sorted().joined(separator: ", ")) instead (is the font installed?)")
        }
        if let theirs = reference.images, let ours = images, theirs != ours {
            lines.append("its vector images are drawn with \(ours.joined(separator: "; ")) here; "
                         + "the reference's were drawn with \(theirs.joined(separator: "; "))")
        }
        return lines
    }
}
