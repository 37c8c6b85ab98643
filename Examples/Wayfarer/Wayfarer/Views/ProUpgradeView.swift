import StoreKit
import SwiftUI

/// Wayfarer Pro: offline maps and shared journals, monthly or yearly.
struct ProUpgradeView: View {
    static let productIDs = ["com.wayfarer.pro.monthly", "com.wayfarer.pro.yearly"]

    var body: some View {
        SubscriptionStoreView(productIDs: Self.productIDs) {
            VStack(spacing: 10) {
                Image(systemName: "globe.europe.africa.fill")
                    .font(.system(size: 52))
                    .foregroundStyle(Color.wayfarerAccent)
                Text("Wayfarer Pro")
                    .font(.largeTitle.bold())
                Text("Offline maps, unlimited trips and journals you can share with the people you travel with.")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal)
        }
        .storeButton(.visible, for: .restorePurchases)
        .subscriptionStoreControlStyle(.picker)
    }
}

#Preview("Pro") {
    ProUpgradeView()
}
