import Foundation
import LayoutDSL

/// The pixels of a tree's canvas: its size in points times the scale, rounded up, converted
/// checked. A side that is not finite or not positive is empty; a side is at most
/// `PNG.maximumDimension` and the canvas at most `Renderer.maximumPixels` (cut at the bottom),
/// with a warning, so that no canvas a layout computed traps a conversion or exhausts memory.
/// `snap` refuses such canvases before rendering (exit 3).
extension Renderer {
    /// 64 megapixels: 256 MB of pixels, a 8000x8000 canvas.
    public static let maximumPixels = 64_000_000

    public static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        func side(_ points: CGFloat) -> Int {
            // A size on the pixel grid in points (20.333… at 3x) is a whole number of pixels,
            // whatever the last bit of its product says.
            let pixels = (points * scale - 0.0001).rounded(.up)
            guard pixels.isFinite, pixels > 0 else { return 0 }
            return Int(min(pixels, CGFloat(PNG.maximumDimension)))
        }
        let width = side(size.width), height = side(size.height)
        let cut = (width, width > 0 ? min(height, maximumPixels / width) : height)
        if cut != (width, height) || (size.width * scale).rounded(.up) > CGFloat(PNG.maximumDimension)
            || (size.height * scale).rounded(.up) > CGFloat(PNG.maximumDimension) {
            FileHandle.standardError.write(Data(("warning: a \(size.width)x\(size.height) canvas at \(scale)x is " +
                "past the renderer's limits (\(PNG.maximumDimension) pixels a side, \(maximumPixels / 1_000_000) " +
                "megapixels); drawing \(cut.0)x\(cut.1) pixels of it\n").utf8))
        }
        return cut
    }
}
