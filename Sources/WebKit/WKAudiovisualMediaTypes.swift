import Foundation

/// The kinds of media that need a tap to play (Apple's documentation of `WKAudiovisualMediaTypes`,
/// https://developer.apple.com/documentation/webkit/wkaudiovisualmediatypes), with Apple's raw values.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}
