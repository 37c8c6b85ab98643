/// An image's pixel format (Apple's documentation of `CGImage`'s `bitsPerComponent`,
/// `bitsPerPixel`, `bytesPerRow`, `colorSpace`, `bitmapInfo`), as the images here are drawn:
/// 8-bit RGBA in sRGB, rows unpadded, its alpha as `alphaInfo` says.
extension CGImage {
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }
}
