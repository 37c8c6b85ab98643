import Foundation

/// A kind of media (Apple's documentation of `AVMediaType`,
/// https://developer.apple.com/documentation/avfoundation/avmediatype), with Apple's raw values
/// (four-character codes).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let audio = AVMediaType(rawValue: "soun")
    public static let video = AVMediaType(rawValue: "vide")
    public static let text = AVMediaType(rawValue: "text")
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    public static let timecode = AVMediaType(rawValue: "tmcd")
    public static let metadata = AVMediaType(rawValue: "meta")
    public static let muxed = AVMediaType(rawValue: "muxx")
    public static let depthData = AVMediaType(rawValue: "dpth")
}
