import Foundation
import LayoutDSL

// SwiftUI's system sheets of StoreKit (Apple's documentation of
// `manageSubscriptionsSheet(isPresented:)`, `manageSubscriptionsSheet(isPresented:subscriptionGroupID:)`
// (iOS 17) and `offerCodeRedemption(isPresented:onCompletion:)`). They are system sheets drawn by
// the App Store, which a frame here never shows, so each returns the view unchanged.
nonisolated extension View {
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
        self
    }

    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View {
        self
    }

    public func offerCodeRedemption(isPresented: Binding<Bool>,
                                    onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View {
        self
    }
}
