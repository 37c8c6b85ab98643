import Foundation
import LayoutDSL

// SwiftUI's subscription store settings that change nothing a frame at rest shows here (Apple's
// documentation of `subscriptionStoreSignInAction(_:)`, `subscriptionStorePolicyDestination(url:for:)`,
// `subscriptionStorePolicyForegroundStyle(_:)` and `subscriptionStoreControlIcon(icon:)`, iOS 17),
// except the sign-in action, whose presence shows the "Sign In" button (`StoreButtonKind`).
nonisolated extension View {
    public func subscriptionStoreSignInAction(_ action: (() -> Void)?) -> some View {
        transformEnvironment(\.storeButtonVisibilities) { $0.hasSignInAction = action != nil }
    }

    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View {
        self
    }

    public func subscriptionStorePolicyForegroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        self
    }

    public func subscriptionStoreControlIcon<Icon: View>(
        @ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon) -> some View {
        self
    }
}
