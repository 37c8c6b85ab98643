import Foundation

/// UIKit's trait collection as a value: the traits a snapshot overrides. Each trait starts
/// unspecified, as in UIKit, so that `init(traitsFrom:)` can layer collections: a later
/// collection's specified traits replace earlier ones, its unspecified traits keep them (how a
/// `ViewImageConfig`'s traits combine with a strategy's `traits:`).
public struct UITraitCollection: Hashable, Sendable {
    public private(set) var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    public private(set) var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    public private(set) var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    public private(set) var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    public private(set) var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    /// Pixels per point; 0 is unspecified, as in UIKit.
    public private(set) var displayScale: CGFloat = 0
    public private(set) var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified

    public init() {}

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    /// The collections layered in order: each trait is the last specified one.
    public init(traitsFrom collections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: KeyPath<UITraitCollection, T>, unspecified: T) -> T {
            collections.last { $0[keyPath: trait] != unspecified }?[keyPath: trait] ?? unspecified
        }
        userInterfaceStyle = last(\.userInterfaceStyle, unspecified: .unspecified)
        preferredContentSizeCategory = last(\.preferredContentSizeCategory, unspecified: .unspecified)
        layoutDirection = last(\.layoutDirection, unspecified: .unspecified)
        horizontalSizeClass = last(\.horizontalSizeClass, unspecified: .unspecified)
        verticalSizeClass = last(\.verticalSizeClass, unspecified: .unspecified)
        displayScale = last(\.displayScale, unspecified: 0)
        userInterfaceIdiom = last(\.userInterfaceIdiom, unspecified: .unspecified)
    }
}
