import Foundation

/// An asset at a URL (Apple's documentation of `AVURLAsset`,
/// https://developer.apple.com/documentation/avfoundation/avurlasset). It keeps the URL and reads
/// nothing from it.
open class AVURLAsset: AVAsset {
    open private(set) var url: URL

    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init()
    }
}
