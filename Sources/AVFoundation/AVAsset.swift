import Foundation

/// A piece of timed media (Apple's documentation of `AVAsset`,
/// https://developer.apple.com/documentation/avfoundation/avasset).
///
/// Nothing here reads media, so an asset knows nothing about its contents: no duration and nothing
/// playable, as for an asset whose file cannot be read.
open class AVAsset: NSObject {
    /// Zero: the asset's media is never read (deprecated on Apple platforms in favour of
    /// `load(.duration)`, which needs the loading machinery this module leaves out).
    open var duration: CMTime { .zero }
    open var isPlayable: Bool { false }
    open var isReadable: Bool { false }

    public override init() {}

    /// An asset for the URL. On Apple platforms this makes an `AVURLAsset`; a Swift initializer cannot
    /// return a subclass, so this one is a plain asset, which reads nothing either way. Use
    /// `AVURLAsset(url:)` to keep the URL.
    public convenience init(url URL: URL) {
        self.init()
    }
}
