import Foundation
import LayoutDSL

/// What a product view style draws (Apple's documentation of `ProductViewStyleConfiguration`,
/// https://developer.apple.com/documentation/storekit/productviewstyleconfiguration, iOS 17).
/// Here the product is always loaded (`state` is `.success`), and nobody owns it.
public struct ProductViewStyleConfiguration {
    /// The product's icon: the view the app gave, the automatic placeholder, or nothing.
    nonisolated public struct Icon: View {
        let content: AnyView

        public var body: some View { content }
    }

    public let state: Product.TaskState
    public let hasCurrentEntitlement: Bool
    public let icon: Icon
    /// Set by `productDescription(_:)` (iOS 17.4).
    public let descriptionVisibility: Visibility

    /// Whether `icon` draws anything: a style leaves no room for an absent icon.
    let hasIcon: Bool

    public var product: Product? { state.product }

    /// Buys the product: nothing is bought here (see `Product.purchase(options:)`).
    public func purchase() {}
}

nonisolated extension View {
    /// Shows or hides the products' descriptions in product views (Apple's documentation of
    /// `productDescription(_:)`, iOS 17.4); `automatic` shows them.
    public func productDescription(_ visibility: Visibility) -> some View {
        environment(\.productDescriptionVisibility, visibility)
    }
}

struct ProductDescriptionVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    var productDescriptionVisibility: Visibility {
        get { self[ProductDescriptionVisibilityKey.self] }
        set { self[ProductDescriptionVisibilityKey.self] = newValue }
    }
}
