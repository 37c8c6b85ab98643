import Foundation
import LayoutDSL

/// The marketing content a subscription store view shows when the app gives none (Apple's
/// documentation of `AutomaticSubscriptionStoreMarketingContent`, iOS 17): here the app's icon,
/// drawn as a placeholder rounded square since the app's icon is not known, over the
/// subscription group's name in title bold, centred.
nonisolated public struct AutomaticSubscriptionStoreMarketingContent: View {
    let groupName: String

    public var body: some View {
        VStack(spacing: SubscriptionStoreMetrics.marketingSpacing) {
            AutomaticProductPlaceholderIcon()
                .frame(width: SubscriptionStoreMetrics.appIconSide, height: SubscriptionStoreMetrics.appIconSide)
            Text(groupName)
                .font(.title)
                .fontWeight(.bold)
                .multilineTextAlignment(.center)
        }
        .padding(.top, SubscriptionStoreMetrics.marketingTopPadding)
    }
}
