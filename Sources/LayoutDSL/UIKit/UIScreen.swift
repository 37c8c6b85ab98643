import Synchronization

/// `UIScreen.main`: the screen of the device being rendered for. Code reads it in bodies
/// (`UIScreen.main.bounds.width / 3`); its bounds and scale are the device preset's
/// (`snap --device`, the snapshot strategies' devices), and an iPhone 16 (393 × 852 at 3x)
/// when no device was chosen.
public final class UIScreen: Sendable {
    public let bounds: CGRect
    public let scale: CGFloat
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public var nativeScale: CGFloat { scale }

    init(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }

    private static let current = Mutex(UIScreen(size: CGSize(width: 393, height: 852), scale: 3))

    public static var main: UIScreen { current.withLock { $0 } }

    /// The device the process renders for (what `Device.apply` sets).
    public static func _setMain(size: CGSize, scale: CGFloat) {
        current.withLock { $0 = UIScreen(size: size, scale: scale) }
    }
}
