import Foundation
import Render

/// A snapshot's format: PNG bytes. References are compared by their decoded pixels, never by
/// bytes, so a change of encoder settings does not fail tests.
public struct PNGImage: Equatable, Sendable {
    public var data: Data
    public init(data: Data) { self.data = data }

    /// The canvas as PNG; an encoder failure is a `RenderFailure`, never an empty image.
    init(encoding canvas: Canvas) throws {
        do { self.init(data: try PNG.encode(canvas)) } catch { throw RenderFailure("the image could not be encoded as PNG: \(error)") }
    }

    /// The canvas as PNG, with what made its pixels recorded in it (`RenderProvenance`, as
    /// sorted-key JSON in an `iTXt` chunk): a reference then says which font files drew it, and
    /// a comparison on another machine can name the difference. Nothing else goes in, so the
    /// same pixels drawn with the same fonts are the same bytes on every system.
    init(encoding canvas: Canvas, provenance: RenderProvenance) throws {
        try self.init(encoding: canvas)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let json = try? encoder.encode(provenance) else { return }
        data = PNG.addingText(String(decoding: json, as: UTF8.self), keyword: Self.provenanceKeyword, to: data)
    }

    /// What made the image, if it was recorded in it.
    public var provenance: RenderProvenance? {
        PNG.text(keyword: Self.provenanceKeyword, in: data)
            .flatMap { try? JSONDecoder().decode(RenderProvenance.self, from: Data($0.utf8)) }
    }

    static let provenanceKeyword = "LayoutDSL provenance"
}
