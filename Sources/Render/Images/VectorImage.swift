import Foundation
import Synchronization
import LayoutDSL

/// A vector image drawn from its document at the size it takes on screen, so it stays sharp
/// however far it is resized: a PDF or SVG image set whose "Preserve Vector Data" is on
/// (`"preserves-vector-representation": true`, Apple's Asset Catalog Format Reference, Image Set
/// Type), as iOS draws such an image, or a custom symbol's variant (`CustomSymbol`). Without that
/// property Xcode rasterizes a vector image at build time for each scale, and the loader makes a
/// bitmap (`DecodedImage`) of it instead.
final class VectorImage: LibraryDrawnImage, Sendable {
    let document: VectorDocument
    /// What is drawn: one SVG element ("#id") or the whole document, and the area of the
    /// document (in its points) the image shows.
    let element: String?
    let area: CGRect
    let size: CGSize
    /// Its natural size drawn at the display's scale: what slices and tiles of it sample.
    let raster: DecodedImage
    let renderingIntent: Image.TemplateRenderingMode?
    /// The drawings made, by pixel size; a frame draws the same image at a handful of sizes.
    private let drawings = Mutex<[PixelSize: Canvas]>([:])
    private struct PixelSize: Hashable { let width: Int, height: Int }

    /// The area of `document` (all of it by default) shown `size` points large (the area's size
    /// by default); nil when it cannot be drawn at the display's scale.
    init?(document: VectorDocument, element: String? = nil, area: CGRect? = nil, size: CGSize? = nil, displayScale: CGFloat,
          renderingIntent: Image.TemplateRenderingMode?) {
        let area = area ?? CGRect(origin: .zero, size: document.size)
        let size = size ?? area.size
        let pixels = (width: (size.width * displayScale).rounded(), height: (size.height * displayScale).rounded())
        guard pixels.width.isFinite, pixels.height.isFinite, pixels.width <= 100_000, pixels.height <= 100_000 else { return nil }
        let width = Int(pixels.width), height = Int(pixels.height)
        guard let canvas = document.canvas(width: max(width, 1), height: max(height, 1), area: area, element: element) else { return nil }
        self.document = document
        self.element = element
        self.area = area
        self.size = size
        self.renderingIntent = renderingIntent
        raster = DecodedImage(canvas: canvas, scale: displayScale, renderingIntent: renderingIntent, library: document.library)
    }

    var library: String? { document.library }

    /// The image drawn into `width × height` pixels.
    func canvas(width: Int, height: Int) -> Canvas? {
        let key = PixelSize(width: width, height: height)
        if let drawn = drawings.withLock({ $0[key] }) { return drawn }
        guard let drawn = document.canvas(width: width, height: height, area: area, element: element) else { return nil }
        drawings.withLock { drawings in
            if drawings.count >= 16 { drawings.removeAll() }
            drawings[key] = drawn
        }
        return drawn
    }
}
