import AVFoundation
import Foundation
import LayoutDSL

/// UIKit's view controller of a player with the system's playback controls (Apple's documentation
/// of `AVPlayerViewController`, https://developer.apple.com/documentation/avkit/avplayerviewcontroller).
///
/// It keeps its settings, which start at AVKit's defaults; there is no UIKit here to show its view
/// (a `UIViewControllerRepresentable` wrapping it draws LayoutDSL's placeholder), and no video is
/// decoded, so it is never ready for display. SwiftUI code gets a drawn still from `VideoPlayer`.
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// False: no frame of video is decoded.
    open var isReadyForDisplay: Bool { false }
    /// Zero: there is no video to place.
    open var videoBounds: CGRect { .zero }
    /// A view between the video and the controls, made when first read.
    public private(set) lazy var contentOverlayView: UIView? = UIView()
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var updatesNowPlayingInfoCenter = true
    open var requiresLinearPlayback = false
    open var showsTimecodes = false
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
}
