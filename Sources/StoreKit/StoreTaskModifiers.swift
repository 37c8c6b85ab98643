import Foundation
import LayoutDSL

// SwiftUI's StoreKit tasks (Apple's documentation of `storeProductTask(for:priority:action:)`,
// `storeProductsTask(for:priority:action:)`, `subscriptionStatusTask(for:priority:action:)` and
// `currentEntitlementTask(for:priority:action:)`, iOS 17). Each runs as a `.task(id:)` when the
// view appears and tells its action the state a device with no purchases ends in: the products
// loaded (as `PlaceholderProduct`'s placeholders, as the store views show them), no subscription
// statuses, no entitlement. The `.loading` state iOS reports first is skipped, so that a frame at
// rest shows the loaded state.
nonisolated extension View {
    public func storeProductTask(for id: Product.ID, priority: TaskPriority = .medium,
                                 action: @escaping (Product.TaskState) async -> ()) -> some View {
        let state = Product.TaskState.success(PlaceholderProduct.product(id: id))
        return task(id: id, priority: priority) { [action] in await action(state) }
    }

    public func storeProductsTask(for ids: some Collection<String> & Equatable & Sendable, priority: TaskPriority = .medium,
                                  action: @escaping (Product.CollectionTaskState) async -> ()) -> some View {
        let state = Product.CollectionTaskState.success(Product.placeholders(for: ids), unavailable: [])
        return task(id: ids, priority: priority) { [action] in await action(state) }
    }

    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> ())
        -> some View {
        task(id: groupID, priority: priority) { [action] in await action(.success([])) }
    }

    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> ())
        -> some View {
        task(id: productID, priority: priority) { [action] in await action(.success(nil)) }
    }
}
