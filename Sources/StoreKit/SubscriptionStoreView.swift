import Foundation
import LayoutDSL

/// A view that merchandises the auto-renewable subscriptions of one group (Apple's documentation
/// of `SubscriptionStoreView`, https://developer.apple.com/documentation/storekit/subscriptionstoreview,
/// iOS 17).
///
/// Drawn as iOS 17 lays it out at rest, filling what it is offered: the marketing content (the
/// app's or `AutomaticSubscriptionStoreMarketingContent`) centred at the top in a scroll view
/// that takes the height left, then the controls of the `subscriptionStoreControlStyle(_:)`
/// (`SubscriptionStoreControls`), then the auxiliary buttons `storeButton(_:for:)` makes visible,
/// with the close button at the top trailing corner in a presentation.
///
/// On iOS the options load from the App Store; here they are placeholders shown loaded in the
/// first frame (a preview of a store screen is meant to show its options): for product
/// identifiers, `PlaceholderProduct`'s products; for a group identifier, a monthly and a yearly
/// option. A warning line says, once a render, that the products are placeholders.
nonisolated public struct SubscriptionStoreView<Content: View>: View {
    let options: [Product]
    let marketingContent: Content
    @Environment(\.subscriptionStoreControlStyle) private var controlStyle
    @Environment(\.subscriptionStoreButtonLabel) private var buttonLabel

    init(options: [Product], marketingContent: Content) {
        self.options = options
        self.marketingContent = marketingContent
    }

    public var body: some View {
        PlaceholderWarning(StoreWarning.placeholderProducts, content: VStack(spacing: 0) {
            ScrollView {
                marketingContent
                    .frame(maxWidth: .infinity)
                    .padding(.horizontal, SubscriptionStoreMetrics.horizontalPadding)
            }
            VStack(spacing: SubscriptionStoreMetrics.sectionSpacing) {
                controlStyle.makeBody(SubscriptionStoreControlStyleConfiguration(options: options, buttonLabel: buttonLabel))
                StoreAuxiliaryButtons(kinds: [.restorePurchases, .redeemCode, .signIn, .policies])
            }
            .padding(.horizontal, SubscriptionStoreMetrics.horizontalPadding)
            .padding(.vertical, SubscriptionStoreMetrics.verticalPadding)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .topTrailing) { StoreCancellationButton() })
    }
}

extension SubscriptionStoreView where Content == AutomaticSubscriptionStoreMarketingContent {
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
        self.init(options: PlaceholderProduct.groupProducts(groupID: groupID),
                  marketingContent: AutomaticSubscriptionStoreMarketingContent(
                      groupName: PlaceholderProduct.groupDisplayName(forGroupID: groupID)))
    }

    public init(productIDs: some Collection<String>) {
        self.init(subscriptions: Product.placeholders(for: productIDs))
    }

    public init(subscriptions: some Collection<Product>) {
        let options = Array(subscriptions)
        self.init(options: options, marketingContent: AutomaticSubscriptionStoreMarketingContent(
            groupName: options.first?.subscription?.groupDisplayName ?? "Subscription"))
    }
}

extension SubscriptionStoreView {
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
                @ViewBuilder marketingContent: () -> Content) {
        self.init(options: PlaceholderProduct.groupProducts(groupID: groupID), marketingContent: marketingContent())
    }

    public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
        self.init(options: Product.placeholders(for: productIDs), marketingContent: marketingContent())
    }

    public init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) {
        self.init(options: Array(subscriptions), marketingContent: marketingContent())
    }
}
