import Foundation
import LayoutDSL

/// A view that merchandises one In-App Purchase (Apple's documentation of `ProductView`,
/// https://developer.apple.com/documentation/storekit/productview, iOS 17): its icon, name,
/// description and a buy button with its price, laid out by the `productViewStyle(_:)` in its
/// environment (regular on iOS by default; the styles' sizes are in `ProductViewMetrics`).
///
/// On iOS a view given an identifier loads the product from the App Store and shows a loading
/// placeholder meanwhile. Here the product is a placeholder made from the identifier
/// (`PlaceholderProduct`), shown loaded in the first frame: a preview of a store screen is meant
/// to show its products, and a frame of gray loading bars would show nothing of the layout. A
/// warning line says, once a render, that the products are placeholders.
///
/// Icons: the icon closure's view when there is one. No promotional image is ever loaded, so a
/// view that prefers one (`prefersPromotionalIcon: true`) given only an identifier shows the
/// automatic placeholder icon in its place, as iOS does while the image loads; a view given a
/// `Product` and no icon shows none (most products have no promotional image). The buy button
/// buys nothing (see `Product.purchase(options:)`).
nonisolated public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let product: Product
    let icon: AnyView?
    @Environment(\.productViewStyle) private var style
    @Environment(\.productDescriptionVisibility) private var descriptionVisibility

    init(product: Product, icon: AnyView?) {
        self.product = product
        self.icon = icon
    }

    init(id: Product.ID, icon: AnyView?) {
        self.init(product: PlaceholderProduct.product(id: id), icon: icon)
    }

    public var body: some View {
        PlaceholderWarning(StoreWarning.placeholderProducts, content: style.makeBody(ProductViewStyleConfiguration(
            state: .success(product), hasCurrentEntitlement: false,
            icon: ProductViewStyleConfiguration.Icon(content: icon ?? AnyView(EmptyView())),
            descriptionVisibility: descriptionVisibility, hasIcon: icon != nil)))
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.init(id: productID, icon: prefersPromotionalIcon ? AnyView(AutomaticProductPlaceholderIcon()) : nil)
    }

    public init(_ product: Product, prefersPromotionalIcon: Bool = true) {
        self.init(product: product, icon: nil)
    }
}

extension ProductView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.init(id: productID, icon: AnyView(icon()))
    }
}

extension ProductView {
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.init(id: productID, icon: AnyView(icon()))
    }
}

extension ProductView where PlaceholderIcon == EmptyView {
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.init(product: product, icon: AnyView(icon()))
    }

    /// The icon is drawn for the phase the promotional image is in: `.unavailable`, as none loads here.
    public init(_ product: Product, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon) {
        self.init(product: product, icon: AnyView(icon(.unavailable)))
    }
}
