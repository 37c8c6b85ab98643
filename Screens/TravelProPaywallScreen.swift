import StoreKit
import SwiftUI

struct TravelProPaywallScreen: View {
    var body: some View {
        SubscriptionStoreView(productIDs: ["com.wayfarer.pro.monthly", "com.wayfarer.pro.yearly"]) {
            VStack(spacing: 8) {
                Image(systemName: "airplane").font(.system(size: 56)).foregroundStyle(.orange)
                Text("Wayfarer Pro").font(.title.bold())
                Text("Offline maps, unlimited trips and shared journals.").multilineTextAlignment(.center).foregroundStyle(.secondary)
            }
            .padding()
        }
        .storeButton(.visible, for: .restorePurchases)
    }
}
struct TipJarList: View {
    var body: some View {
        List {
            ProductView(id: "com.wayfarer.tip.coffee")
            ProductView(id: "com.wayfarer.removeAds")
        }
    }
}
#Preview("Paywall") { TravelProPaywallScreen() }
#Preview("Tips") { TipJarList() }
