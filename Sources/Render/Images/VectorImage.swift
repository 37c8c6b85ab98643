import Foundation
import Synchronization
import LayoutDSL

/// A PDF or SVG image set whose "Preserve Vector Data" is on (`"preserves-vector-representation":
/// true`, Apple's Asset Catalog Format Reference, Image Set Type): drawn from its document at the
/// size it takes on screen, so it stays sharp however far it is resized, as iOS draws such an
/// image. Without that property Xcode rasterizes a vector image at build time for each scale,
/// and the loader makes a bitmap (`DecodedImage`) of it instead.
final class VectorImage: LoadedImage, Sendable {
    let document: VectorDocument
    /// Its natural size drawn at the display's scale: what slices and tiles of it sample.
    let raster: DecodedImage
    let renderingIntent: Image.TemplateRenderingMode?
    let slicing: ImageSlicing?
    /// The drawings made, by pixel size; a frame draws the same image at a handful of sizes.
    private let drawings = Mutex<[PixelSize: Canvas]>([:])
    private struct PixelSize: Hashable { let width: Int, height: Int }

    init(document: VectorDocument, raster: DecodedImage, renderingIntent: Image.TemplateRenderingMode?, slicing: ImageSlicing?) {
        self.document = document
        self.raster = raster
        self.renderingIntent = renderingIntent
        self.slicing = slicing
    }

    var size: CGSize { document.size }

    /// The document drawn into `width × height` pixels.
    func canvas(width: Int, height: Int) -> Canvas? {
        let key = PixelSize(width: width, height: height)
        if let drawn = drawings.withLock({ $0[key] }) { return drawn }
        guard let drawn = document.canvas(width: width, height: height) else { return nil }
        drawings.withLock { drawings in
            if drawings.count >= 16 { drawings.removeAll() }
            drawings[key] = drawn
        }
        return drawn
    }
}
