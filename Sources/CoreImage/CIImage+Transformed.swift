import Foundation

extension CIImage {
    /// The image moved, scaled or rotated by `matrix` (Apple's `transformed(by:)`): its extent the
    /// old one's bounding box under the matrix, its pixels the old ones drawn so. The pixels here
    /// are a recording (`CGImage`), drawn again at whatever size the image is shown, so a QR code
    /// scaled by ten keeps square modules whichever sampling is asked for.
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        let moved = extent.applying(matrix)
        guard let cgImage, !extent.isInfinite, !moved.isNull, !moved.isEmpty, moved.width.isFinite, moved.height.isFinite
        else { return CIImage(pixels: nil, extent: extent.isInfinite ? extent : moved) }
        let bounds = moved.integral
        let context = CGContext(width: Int(bounds.width), height: Int(bounds.height), alphaInfo: cgImage.alphaInfo, transform: .identity)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.concatenate(matrix)
        context.draw(cgImage, in: extent)
        return CIImage(pixels: context.makeImage(), extent: moved)
    }

    /// `transformed(by:)` with Apple's choice of a higher-quality downsample, which a recording
    /// has no need of.
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    /// The image sampled by the nearest pixel, or linearly (Apple's `samplingNearest()`,
    /// `samplingLinear()`): the same image here, whose recorded pixels are drawn at the size
    /// they are shown rather than sampled.
    public func samplingNearest() -> CIImage { self }
    public func samplingLinear() -> CIImage { self }
}
