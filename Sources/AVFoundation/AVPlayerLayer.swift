import Foundation
import LayoutDSL

/// The Core Animation layer a player draws its video into (Apple's documentation of
/// `AVPlayerLayer`, https://developer.apple.com/documentation/avfoundation/avplayerlayer). UIKit
/// code adds one to a view's layer; LayoutDSL's `CALayer` draws nothing, and no video is decoded, so
/// the layer keeps its player and gravity and is never ready for display.
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// False: no frame of video is ever decoded.
    open var isReadyForDisplay: Bool { false }
    /// Zero: there is no video to place.
    open var videoRect: CGRect { .zero }
    open var pixelBufferAttributes: [String: Any]?

    public override init() {
        super.init()
    }

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}
