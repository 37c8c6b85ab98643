import Foundation
import Synchronization
import ImageShim

/// A vector image file of an asset catalog: an SVG document (librsvg) or a PDF's first page
/// (poppler), both drawn with cairo. Its size is in points (an SVG's CSS pixels, a PDF's points),
/// as Xcode reads them; it can be drawn at any pixel size, whole or one SVG element at a time.
public final class VectorDocument: Sendable {
    public enum Kind: Sendable { case svg, pdf }
    static let maximumSide: Double = 14_400
    public let kind: Kind
    /// The natural size in points.
    public let size: CGSize
    /// The parsed document: librsvg and poppler draw one document on one thread at a time.
    private let handle: Mutex<OpaquePointer>

    public init(_ data: Data, kind: Kind) throws {
        var document: OpaquePointer?
        var width = 0.0, height = 0.0
        let status = data.withUnsafeBytes { raw in
            imageshim_vector_open(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, kind == .svg ? IMAGESHIM_SVG : IMAGESHIM_PDF,
                                  &document, &width, &height)
        }
        guard status.code == 0, let document else {
            throw ImageDecodingError(message: "not \(kind == .svg ? "an SVG" : "a PDF") document that can be drawn: " +
                "\(imageShimMessage(status))")
        }
        // A page is at most 14,400 pt a side (PDF's own limit, ISO 32000 annex C); a document
        // claiming more, or an SVG of an infinite or absurd size, is not drawn.
        guard width.isFinite, height.isFinite, width <= Self.maximumSide, height <= Self.maximumSide else {
            imageshim_vector_close(document)
            throw ImageDecodingError(message: "a document of \(width) × \(height) pt; at most \(Int(Self.maximumSide)) pt a side is drawn")
        }
        self.kind = kind
        size = CGSize(width: width, height: height)
        handle = Mutex(document)
    }

    deinit { handle.withLock { imageshim_vector_close($0) } }

    /// The libraries that draw it, with their versions (`imageshim_vector_library`).
    var library: String { kind == .svg ? Self.svgLibrary : Self.pdfLibrary }
    private static let svgLibrary = libraryName(IMAGESHIM_SVG), pdfLibrary = libraryName(IMAGESHIM_PDF)
    private static func libraryName(_ kind: imageshim_vector_kind) -> String {
        var name = [CChar](repeating: 0, count: 128)
        imageshim_vector_library(kind, &name, name.count)
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The part `area` (in points; the whole document by default) drawn into `width × height`
    /// pixels; `element` ("#id", SVG only) draws only that element. nil when nothing can be drawn.
    public func canvas(width: Int, height: Int, area: CGRect? = nil, element: String? = nil) -> Canvas? {
        guard width > 0, height > 0, width <= 100_000, height <= 100_000,
              width * height <= Int(IMAGESHIM_MAXIMUM_PIXELS) else { return nil }
        let area = area ?? CGRect(origin: .zero, size: size)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let status = handle.withLock { document in
            bytes.withUnsafeMutableBufferPointer { pixels in
                imageshim_vector_render(document, element, area.minX, area.minY, area.width, area.height,
                                        UInt32(width), UInt32(height), pixels.baseAddress)
            }
        }
        guard status.code == 0 else { return nil }
        return RGBAPixels(width: width, height: height, bytes: bytes).canvas(premultiplied: true)
    }

    /// An SVG element's bounds in points, strokes left out; nil when there is no such element.
    public func bounds(of element: String) -> CGRect? {
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        let status = handle.withLock { imageshim_vector_element_bounds($0, element, &x, &y, &w, &h) }
        return status.code == 0 ? CGRect(x: x, y: y, width: w, height: h) : nil
    }

    /// What a file's first bytes say it is: `%PDF`, or XML whose root is `svg`.
    static func kind(of data: Data) -> Kind? {
        if data.starts(with: Array("%PDF".utf8)) { return .pdf }
        let head = String(decoding: data.prefix(1024), as: UTF8.self)
        return head.contains("<svg") ? .svg : nil
    }
}
