import Foundation
import LayoutDSL

/// A view that merchandises several In-App Purchases (Apple's documentation of `StoreView`,
/// https://developer.apple.com/documentation/storekit/storeview, iOS 17): a scrolling list of
/// product views in the `productViewStyle(_:)` of the environment (regular by default), one
/// under another with separators, inset 20 pt from the sides (estimated), with "Restore
/// Purchases" under them when `storeButton(.visible, for: .restorePurchases)` asks for it and the
/// close button at the top trailing corner in a presentation.
///
/// On iOS the products load from the App Store; here they are `PlaceholderProduct`'s
/// placeholders shown loaded in the first frame (see `ProductView`).
nonisolated public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let products: [Product]
    let icon: ((Product) -> AnyView)?

    init(products: [Product], icon: ((Product) -> AnyView)?) {
        self.products = products
        self.icon = icon
    }

    public var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(Array(products.enumerated()), id: \.element.id) { index, product in
                    if index > 0 { Divider() }
                    ProductView<AnyView, EmptyView>(product: product, icon: icon?(product))
                        .padding(.vertical, 12)
                }
                StoreAuxiliaryButtons(kinds: [.restorePurchases])
                    .padding(.top, 16)
            }
            .padding(.horizontal, 20)
        }
        .overlay(alignment: .topTrailing) { StoreCancellationButton() }
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) {
        self.init(products: Product.placeholders(for: productIDs),
                  icon: prefersPromotionalIcon ? { _ in AnyView(AutomaticProductPlaceholderIcon()) } : nil)
    }

    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = true) {
        self.init(products: Array(products), icon: nil)
    }
}

extension StoreView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) {
        self.init(products: Product.placeholders(for: productIDs), icon: { AnyView(icon($0)) })
    }
}

extension StoreView where PlaceholderIcon == EmptyView {
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) {
        self.init(products: Array(products), icon: { AnyView(icon($0)) })
    }
}
