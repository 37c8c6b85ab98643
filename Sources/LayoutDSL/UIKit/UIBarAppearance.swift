/// A bar's background and shadow, the base of the navigation bar, tab bar and toolbar
/// appearances apps configure (https://developer.apple.com/documentation/uikit/uibarappearance).
/// Bars are SwiftUI's here, styled by `toolbarBackground` and the like, so an appearance keeps
/// what is set and styles no bar. The `configureWith…` methods set the background and shadow
/// to a theme's, as UIKit's do: the system chrome blur and a separator shadow by default, the
/// system background colour when opaque, nothing when transparent.
open class UIBarAppearance {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public init() { configureWithDefaultBackground() }

    /// UIKit's default shadow, `_systemChromeShadowColor` (`NavigationBarMetrics.hairline`).
    private static let chromeShadow = UIColor(NavigationBarMetrics.hairline)

    open func configureWithDefaultBackground() {
        configure(color: nil, effect: UIBlurEffect(style: .systemChromeMaterial), shadow: Self.chromeShadow)
    }
    open func configureWithOpaqueBackground() { configure(color: .systemBackground, effect: nil, shadow: Self.chromeShadow) }
    open func configureWithTransparentBackground() { configure(color: nil, effect: nil, shadow: nil) }

    private func configure(color: UIColor?, effect: UIBlurEffect?, shadow: UIColor?) {
        backgroundColor = color
        backgroundEffect = effect
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }
}
