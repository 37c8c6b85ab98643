import Foundation
import LayoutDSL

/// What `ImageRenderer` and `UIImage.pngData()`/`jpegData(compressionQuality:)` draw with
/// (LayoutDSL's `ViewRasterizing`): the renderer that draws `snap`'s frames, and the encoders.
final class ViewRasterizer: ViewRasterizing, Sendable {
    static let shared = ViewRasterizer()

    func rasterize(_ tree: ResolvedTree, scale: CGFloat, opaque: Bool) -> (image: LoadedImage, width: Int, height: Int) {
        let canvas = Renderer(scale: scale, background: opaque ? Color.Resolved(red: 0, green: 0, blue: 0) : nil).render(tree)
        return (DecodedImage(canvas: canvas, scale: scale), canvas.width, canvas.height)
    }

    func pngData(of image: LoadedImage) -> Data? {
        DecodedImage.pixels(of: image).flatMap { try? PNG.encode($0) }
    }

    func premultipliedRGBA(of image: LoadedImage) -> [UInt8]? {
        DecodedImage.pixels(of: image).map { canvas in canvas.pixels.withUnsafeBytes { Array($0) } }
    }

    func decode(_ data: Data) -> (image: LoadedImage, width: Int, height: Int)? {
        guard let canvas = try? ImageFile.decode(data) else { return nil }
        return (DecodedImage(canvas: canvas, scale: 1), canvas.width, canvas.height)
    }

    func jpegData(of image: LoadedImage, compressionQuality: CGFloat) -> Data? {
        DecodedImage.pixels(of: image).flatMap { try? JPEG.encode($0, quality: Double(compressionQuality)) }
    }
}
