import Foundation
import ImageShim

/// How a camera's pixels are turned to be upright: the EXIF orientation tag's eight values (TIFF
/// 6.0, section 8, "Orientation"), read by libexif. iOS draws a photo upright (UIImage's
/// `imageOrientation`), so a JPEG taken with the phone turned shows as it was seen.
enum ExifOrientation: Int {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// The orientation a JPEG file's EXIF data gives; `.up` when it has none.
    init(jpeg data: Data) {
        let value = data.withUnsafeBytes { imageshim_exif_orientation($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        self = ExifOrientation(rawValue: Int(value)) ?? .up
    }

    /// Whether the stored rows are the shown columns (a quarter turn, or a transpose).
    var swapsAxes: Bool { rawValue >= 5 }

    /// The stored pixel shown at (x, y) of the upright image of a `width × height` stored image.
    func source(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)                              // transposed
        case .right: (y, height - 1 - x)                        // turned a quarter clockwise
        case .rightMirrored: (width - 1 - y, height - 1 - x)    // transversed
        case .left: (width - 1 - y, x)                          // turned a quarter anticlockwise
        }
    }
}

extension RGBAPixels {
    /// The pixels turned upright.
    func oriented(_ orientation: ExifOrientation) -> RGBAPixels {
        guard orientation != .up else { return self }
        let (w, h) = orientation.swapsAxes ? (height, width) : (width, height)
        var out = [UInt8](repeating: 0, count: bytes.count)
        for y in 0..<h {
            for x in 0..<w {
                let s = orientation.source(x: x, y: y, width: width, height: height)
                let from = 4 * (s.y * width + s.x), to = 4 * (y * w + x)
                out[to] = bytes[from]; out[to + 1] = bytes[from + 1]; out[to + 2] = bytes[from + 2]; out[to + 3] = bytes[from + 3]
            }
        }
        return RGBAPixels(width: w, height: h, bytes: out)
    }
}
