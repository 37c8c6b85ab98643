import Foundation

/// `WxH` in points. Not an `ArgumentValue`: text that is not `WxH` is an argument error (64);
/// a size that is not positive is checked with the canvas (3).
public struct CanvasSize: Codable, Sendable {
    public let size: CGSize
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { return nil }
        size = CGSize(width: w, height: h)
    }
}
