/// `UIScreen.main`: the screen of the device being rendered for. Code reads it in bodies
/// (`UIScreen.main.bounds.width / 3`); its bounds and scale are the device preset's
/// (`snap --device`, the snapshot strategies' devices), and an iPhone 16 (393 × 852 at 3x)
/// when no device was chosen. See `RenderedDevice`.
public final class UIScreen: Sendable {
    public let bounds: CGRect
    public let scale: CGFloat
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public var nativeScale: CGFloat { scale }
    /// The traits of the environment being rendered (`UITraitCollection.current`).
    public var traitCollection: UITraitCollection { .current }

    /// The radius of the display's rounded corners, in points (iOS keeps it private, as
    /// `_displayCornerRadius`): the container shape of a window that fills the screen.
    let displayCornerRadius: CGFloat

    init(size: CGSize, scale: CGFloat, displayCornerRadius: CGFloat = 0) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        self.displayCornerRadius = displayCornerRadius
    }

    /// The screen before any device is chosen: an iPhone 16.
    static let unconfigured = UIScreen(size: CGSize(width: 393, height: 852), scale: 3, displayCornerRadius: 55)

    /// The screen of the host updating on this thread; an iPhone 16's outside any update.
    public static var main: UIScreen { CurrentHost.device?.screen ?? unconfigured }
}
