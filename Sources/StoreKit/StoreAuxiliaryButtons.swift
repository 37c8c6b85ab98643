import Foundation
import LayoutDSL

/// The auxiliary buttons under a store's controls, those `storeButton(_:for:)` makes visible:
/// "Restore Purchases", "Redeem Code" and "Sign In" in a row, and under them the policies,
/// "Terms of Service" and "Privacy Policy"; in footnote text in the tint colour, centred
/// (estimated from WWDC23 session 10013's demo). They do nothing when tapped. Nothing is drawn
/// when none is visible.
nonisolated struct StoreAuxiliaryButtons: View {
    let kinds: [StoreButtonKind]
    @Environment(\.storeButtonVisibilities) private var visibilities
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        let actions = [(StoreButtonKind.restorePurchases, "Restore Purchases"), (.redeemCode, "Redeem Code"), (.signIn, "Sign In")]
            .filter { kinds.contains($0.0) && visibilities.isVisible($0.0, isPresented: isPresented) }
        let showsPolicies = kinds.contains(.policies) && visibilities.isVisible(.policies, isPresented: isPresented)
        if !actions.isEmpty || showsPolicies {
            VStack(spacing: 8) {
                if !actions.isEmpty {
                    HStack(spacing: 20) {
                        ForEach(actions, id: \.1) { _, title in
                            Button(title) {}
                        }
                    }
                }
                if showsPolicies {
                    HStack(spacing: 20) {
                        Button("Terms of Service") {}
                        Button("Privacy Policy") {}
                    }
                }
            }
            .font(.footnote)
            .buttonStyle(BorderlessButtonStyle())
        }
    }
}

/// The close button of a presented store: an "xmark" in a gray circle at the top trailing
/// corner, when `storeButton(_:for: .cancellation)` or a presentation makes it visible. It calls
/// the environment's `dismiss`, as Apple's documentation says.
nonisolated struct StoreCancellationButton: View {
    @Environment(\.storeButtonVisibilities) private var visibilities
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if visibilities.isVisible(.cancellation, isPresented: isPresented) {
            Button(action: { dismiss() }) {
                Image(systemName: "xmark.circle.fill")
                    .font(.title2)
                    .foregroundStyle(.secondary)
            }
            .buttonStyle(PlainButtonStyle())
            .padding(16)
        }
    }
}
