import Foundation
import LayoutDSL

// SwiftUI's modifiers around purchases made in store views (Apple's documentation of
// `inAppPurchaseOptions(_:)`, `onInAppPurchaseStart(perform:)` and
// `onInAppPurchaseCompletion(perform:)`, iOS 17). No purchase starts here, so each returns the
// view unchanged and its closure is never called.
nonisolated extension View {
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View {
        self
    }

    public func onInAppPurchaseStart(perform action: ((Product) async -> ())?) -> some View {
        self
    }

    public func onInAppPurchaseCompletion(
        perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> ())?) -> some View {
        self
    }
}
